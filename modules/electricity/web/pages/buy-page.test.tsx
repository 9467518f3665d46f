import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { BuyPage } from './buy-page';
import { serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

const myRoom = { buildingId: 'b1', buildingName: '学生公寓1号楼', roomId: 'r104', roomName: '104' };
const routes = (meter: Record<string, unknown>, room: typeof myRoom | null = myRoom) => ({
  '/electricity/api/home': () => ({ room, methods: ['demo', 'wallet'], walletFen: 500 }),
  '/electricity/api/buildings': () => ({ list: [{ id: 'b1', name: '学生公寓1号楼', campus: '主校区' }] }),
  '/electricity/api/rooms': () => ({
    list: [
      { id: 'r101', name: '101', floor: 1 },
      { id: 'r104', name: '104', floor: 1 },
    ],
  }),
  '/electricity/api/meter': () => ({ remainingKwh: 6.5, pricePerKwhFen: 55, state: 'on', readAt: 1_789_000_000, ...meter }),
  '/electricity/api/buy': () => ({ orderId: 'o1', start: { kind: 'redirect', url: 'https://pay.example/demo?o=o1' } }),
  '/electricity/api/room': () => myRoom,
});

describe('the electricity page', () => {
  it('opens on my room, warns when it runs low, and pays the chosen amount with the chosen method', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const asked = serveCalls(routes({}));
    renderPage(<BuyPage />, '/electricity/index');
    expect(await screen.findByText('6.50 度')).toBeTruthy();
    expect(screen.getByText('剩余电量不足10度，请及时购电')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '¥20.00' }));
    fireEvent.click(await screen.findByRole('button', { name: '支付 ¥20.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o1'));
    expect(asked.find((a) => a.path === '/electricity/api/buy')?.input).toMatchObject({
      building: 'b1',
      room: 'r104',
      amountFen: 2000,
      method: 'demo',
    });
  });

  it('shows a room cut off, and refuses a typed amount above the limit', async () => {
    serveCalls(routes({ remainingKwh: 0, state: 'off' }));
    renderPage(<BuyPage />, '/electricity/index');
    expect(await screen.findByText('已断电')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '其他金额（元，最多500）' }), { target: { value: '500.01' } });
    expect(await screen.findByText('单次购电不能超过500元')).toBeTruthy();
    expect((screen.getByRole('button', { name: '立即支付' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a room first when none is remembered, and remembers the one chosen', async () => {
    const asked = serveCalls(routes({}, null));
    renderPage(<BuyPage />, '/electricity/index');
    await screen.findByRole('option', { name: '主校区 学生公寓1号楼' });
    fireEvent.change(screen.getByLabelText('楼栋'), { target: { value: 'b1' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '104' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('房间'), { target: { value: 'r104' } });
    await waitFor(() => expect(asked.find((a) => a.path === '/electricity/api/room')?.input).toEqual({ building: 'b1', room: 'r104' }));
    expect(await screen.findByText('6.50 度')).toBeTruthy();
  });
});
