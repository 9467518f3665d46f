import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { claimOf, serveCalls, statusOf } from '../test-fixtures';
import { EventListPage } from './event-list';

const event = (id: string, title: string, status = statusOf()) => ({
  id,
  title,
  coverUrl: '',
  place: '礼堂',
  startsAt: 1_790_900_000,
  endsAt: 1_790_910_000,
  organizer: '团委',
  status,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('the events list', () => {
  it('labels each event by its state and shows what is left', async () => {
    serveCalls({
      '/ticket/api/events': () => ({
        list: [
          event('e1', '元旦晚会'),
          event('e2', '歌手决赛', statusOf({ phase: 'upcoming' })),
          event('e3', '话剧', statusOf({ phase: 'sold-out', remaining: 0 })),
          event('e4', '音乐会', statusOf({ mode: 'draw', mine: [claimOf({ state: 'pending' })] })),
          event('e5', '迎新晚会', statusOf({ phase: 'ended', mine: [claimOf({ state: 'checked' })] })),
          event('e6', '讲座', statusOf({ phase: 'ended' })),
        ],
      }),
    });
    renderPage(<EventListPage />, '/ticket/index');
    const items = within(await screen.findByRole('list', { name: '活动列表' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.tk-state')?.textContent)).toEqual([
      '抢票中',
      '活动未开始，请订阅',
      '票已抢光，请订阅',
      '预约成功，等待分票',
      '已验票',
      '已结束',
    ]);
    expect(items[0]!.querySelector('.tk-remaining')?.textContent).toBe('剩余票数 3 / 500');
    expect(items[5]!.querySelector('.tk-remaining')).toBeNull();
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/ticket/detail?id=e2');
  });

  it('says when there is nothing to take part in', async () => {
    serveCalls({ '/ticket/api/events': () => ({ list: [] }) });
    renderPage(<EventListPage />, '/ticket/index');
    expect(await screen.findByText('暂无可参与的活动')).toBeTruthy();
  });
});
