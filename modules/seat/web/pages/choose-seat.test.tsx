import { createElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { mapOf, serveCalls } from '../test-fixtures';
import { ChooseSeatPage } from './choose-seat';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

function renderMap() {
  const router = createMemoryRouter(
    [
      { path: 'seat/chooseSeat', element: createElement(ChooseSeatPage) },
      { path: 'seat/chooseSeatxinxi', element: createElement('p', null, '确认页') },
    ],
    { initialEntries: ['/seat/chooseSeat?id=e1'] },
  );
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'seat', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const seat = (name: string) => screen.getByRole('button', { name });
const confirmButton = () => screen.getByRole('button', { name: '确认选座' });

describe('the seat map', () => {
  it('names each seat by row, number, zone and state, and shows the legend', async () => {
    serveCalls({ '/seat/api/map': () => mapOf() });
    renderMap();
    expect(await screen.findByRole('group', { name: '座位图' })).toBeTruthy();
    expect(seat('1排1号 前区 已售').hasAttribute('disabled')).toBe(true);
    expect(seat('1排2号 前区 锁定中').hasAttribute('disabled')).toBe(true);
    expect(seat('2排4号 不可选').hasAttribute('disabled')).toBe(true);
    expect(seat('2排1号 后区 可选').hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('1排')).toBeTruthy();
    const legend = within(screen.getByRole('list', { name: '图例' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['可选', '已选', '我的', '已售', '锁定中', '不可选']);
  });

  it('says seats I hold are not mine until confirmed, and leads back to confirming them', async () => {
    serveCalls({ '/seat/api/map': () => mapOf({ held: ['2-1'], expiresAt: 1_790_000_300 }) });
    renderMap();
    expect(await screen.findByText(/你已锁定2排1号，确认后才算选座成功/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去确认' }).getAttribute('href')).toBe('/seat/chooseSeatxinxi?id=e1');
  });

  it('keeps 确认选座 off until a pick, refuses seats apart, and holds adjacent ones', async () => {
    const asked = serveCalls({
      '/seat/api/map': () => mapOf(),
      '/seat/api/hold': (input) => ({
        id: 'e1',
        title: '开学典礼',
        place: '报告厅',
        startsAt: 1,
        seats: (input.seats as string[]).map((k) => ({ seatKey: k, zone: 'front', zoneName: '前区' })),
        expiresAt: 2,
      }),
    });
    renderMap();
    await screen.findByRole('group', { name: '座位图' });
    expect(confirmButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(seat('1排3号 前区 可选'));
    expect(seat('1排3号 前区 已选').getAttribute('aria-pressed')).toBe('true');
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    // Across a row: not side by side.
    fireEvent.click(seat('2排3号 后区 可选'));
    expect(screen.getByText('一次选多个座位时须是同一排相邻的座位')).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(seat('2排3号 后区 已选'));
    // The limit is two.
    fireEvent.click(seat('1排4号 前区 可选'));
    fireEvent.click(seat('2排1号 后区 可选'));
    expect(screen.getByRole('alert').textContent).toBe('每人限选2个座位');

    fireEvent.click(confirmButton());
    expect(await screen.findByText('确认页')).toBeTruthy();
    expect(asked.find((a) => a.path === '/seat/api/hold')?.input).toEqual({ id: 'e1', seats: ['1-3', '1-4'] });
  });

  it('shows a refusal and clears the pick when someone was faster', async () => {
    serveCalls({
      '/seat/api/map': () => mapOf(),
      '/seat/api/hold': () => ({ e: 1, m: '座位已被他人锁定，请选择其他座位', d: {} }),
    });
    renderMap();
    await screen.findByRole('group', { name: '座位图' });
    fireEvent.click(seat('2排2号 后区 可选'));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('座位已被他人锁定，请选择其他座位'));
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
  });
});
