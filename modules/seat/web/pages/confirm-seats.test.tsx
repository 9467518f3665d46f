import { createElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { serveCalls } from '../test-fixtures';
import { ConfirmSeatsPage } from './confirm-seats';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

const holdsOf = (expiresAt: number, seats = ['3-5', '3-6']) => ({
  id: 'e1',
  title: '开学典礼',
  place: '报告厅',
  startsAt: 1_790_900_000,
  seats: seats.map((seatKey) => ({ seatKey, zone: 'front', zoneName: '前区' })),
  expiresAt,
});

function renderConfirm() {
  const router = createMemoryRouter(
    [
      { path: 'seat/chooseSeatxinxi', element: createElement(ConfirmSeatsPage) },
      { path: 'seat/detail', element: createElement('p', null, '详情页') },
      { path: 'seat/chooseSeat', element: createElement('p', null, '选座页') },
    ],
    { initialEntries: ['/seat/chooseSeatxinxi?id=e1'] },
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

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

describe('the confirm page', () => {
  it('lists the held seats with the time left and confirms them with one request id', async () => {
    const asked = serveCalls({
      '/seat/api/holds': () => holdsOf(inSeconds(125)),
      '/seat/api/confirm': () => ({ list: [] }),
    });
    renderConfirm();
    expect(await screen.findByText('3排5号')).toBeTruthy();
    expect(screen.getByText('3排6号')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/请在 2:0[45] 内确认/);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('详情页')).toBeTruthy();
    const confirmed = asked.find((a) => a.path === '/seat/api/confirm')!.input;
    expect(confirmed.id).toBe('e1');
    expect(String(confirmed.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('releases the seats on 取消 and goes back to the map', async () => {
    const asked = serveCalls({ '/seat/api/holds': () => holdsOf(inSeconds(200)), '/seat/api/release': () => ({}) });
    renderConfirm();
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByText('选座页')).toBeTruthy();
    expect(asked.some((a) => a.path === '/seat/api/release')).toBe(true);
  });

  it('says when the hold expired and will not confirm; shows a refusal', async () => {
    serveCalls({ '/seat/api/holds': () => holdsOf(inSeconds(-5)) });
    renderConfirm();
    expect(await screen.findByText('锁定已过期，请重新选座')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server refusal of a confirmation', async () => {
    serveCalls({
      '/seat/api/holds': () => holdsOf(inSeconds(200)),
      '/seat/api/confirm': () => ({ e: 1, m: '没有锁定中的座位，锁定可能已过期，请重新选座', d: {} }),
    });
    renderConfirm();
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('没有锁定中的座位，锁定可能已过期，请重新选座'));
  });

  it('offers to choose again when nothing is held', async () => {
    serveCalls({ '/seat/api/holds': () => holdsOf(0, []) });
    renderConfirm();
    expect(await screen.findByText('没有锁定中的座位')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新选座' }).getAttribute('href')).toBe('/seat/chooseSeat?id=e1');
  });
});
