import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { claimOf, serveCalls } from '../test-fixtures';
import { MyTicketsPage } from './my-tickets';

const dialogs = vi.hoisted(() => ({ confirm: vi.fn(async () => true), toast: vi.fn() }));
vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: dialogs.toast,
  alert: vi.fn(async () => {}),
  confirm: dialogs.confirm,
  closePopups: vi.fn(),
}));

const ticket = (id: string, over: Parameters<typeof claimOf>[0]) => ({
  ...claimOf({ id, ...over }),
  eventId: `e${id}`,
  title: `活动${id}`,
  place: '大礼堂',
  startsAt: 1_790_900_000,
  endsAt: 1_790_910_000,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('my tickets', () => {
  it('shows each ticket’s state, its pass while held, and 退票 while it may be given back', async () => {
    const asked = serveCalls({
      '/ticket/api/mine': () => ({
        list: [
          ticket('1', {}),
          ticket('2', { state: 'pending' }),
          ticket('3', { state: 'checked', cancellable: false, checkedAt: 1_790_905_000 }),
          ticket('4', { state: 'cancelled', cancellable: false }),
        ],
      }),
      '/ticket/api/cancel': () => ({}),
    });
    renderPage(<MyTicketsPage />, '/ticket/mine');
    const items = within(await screen.findByRole('list', { name: '我的票' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByRole('link', { name: '出示电子票' })?.getAttribute('href') ?? null)).toEqual([
      '/ticket/success?id=1',
      null,
      '/ticket/success?id=3',
      null,
    ]);
    expect(items.map((item) => within(item).queryByRole('button')?.textContent ?? null)).toEqual(['退票', '取消', null, null]);
    expect(items[1]!.textContent).toContain('预约成功，等待分票');
    expect(items[2]!.textContent).toContain('已验票');
    expect(items[3]!.textContent).toContain('已退票');

    fireEvent.click(within(items[0]!).getByRole('button', { name: '退票' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/ticket/api/cancel')?.input).toMatchObject({ claimId: '1' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('确定退票吗？退回的票会给候补的同学');
    await waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith('已退票'));
  });

  it('says when there are none', async () => {
    serveCalls({ '/ticket/api/mine': () => ({ list: [] }) });
    renderPage(<MyTicketsPage />, '/ticket/mine');
    expect(await screen.findByText('还没有抢到票')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看活动' }).getAttribute('href')).toBe('/ticket/index');
  });
});
