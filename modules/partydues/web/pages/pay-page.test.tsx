import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { PayPage } from './pay-page';
import { serveCalls, setupStrings } from './test-kit';

const confirm = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@quad/platform/shell/dialogs', () => ({ confirm }));

beforeAll(setupStrings);

const member = {
  branchName: '机关教工党支部',
  category: 'employed',
  monthlyFen: 12_750,
  handSet: false,
  startMonth: '2025-01',
  active: true,
};
const home = (over: object) => ({
  member,
  thisMonth: '2026-03',
  owed: ['2026-01', '2026-02', '2026-03'],
  ahead: ['2026-04', '2026-05'],
  methods: ['demo', 'wallet'],
  walletFen: 0,
  ...over,
});

describe('党费缴纳', () => {
  it('chooses every owed month at first, lets the member take fewer from the oldest, and pays those months', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const asked = serveCalls({
      '/partydues/api/home': () => home({}),
      '/partydues/api/pay': () => ({ orderId: 'o1', amountFen: 25_500, start: { kind: 'redirect', url: 'https://pay.example/demo?o=o1' } }),
    });
    renderPage(<PayPage />, '/partyDues/index');
    expect(await screen.findByText('机关教工党支部')).toBeTruthy();
    expect(screen.getByText('欠缴3个月，请从最早的月份起缴纳')).toBeTruthy();
    expect(screen.getByRole('button', { name: '支付 ¥382.50' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2026-02' }));
    expect(screen.getByRole('button', { name: '2026-03' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥255.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o1'));
    expect(confirm).toHaveBeenCalledWith('确认缴纳2026-01至2026-02共2个月党费，合计¥255.00？');
    expect(asked.find((a) => a.path === '/partydues/api/pay')?.input).toMatchObject({ months: ['2026-01', '2026-02'], method: 'demo' });
  });

  it('says when all is paid and offers to pay ahead', async () => {
    serveCalls({ '/partydues/api/home': () => home({ owed: [] }) });
    renderPage(<PayPage />, '/partyDues/index');
    expect(await screen.findByText('截至2026-03的党费均已缴清，可预缴以后月份')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2026-04' }));
    expect(await screen.findByRole('button', { name: '支付 ¥127.50' })).toBeTruthy();
  });

  it('tells someone not on the roll whom to ask', async () => {
    serveCalls({ '/partydues/api/home': () => home({ member: null, owed: [], ahead: [] }) });
    renderPage(<PayPage />, '/partyDues/index');
    expect(await screen.findByText('您不在党员名册中，如有疑问请联系所在党支部')).toBeTruthy();
  });
});
