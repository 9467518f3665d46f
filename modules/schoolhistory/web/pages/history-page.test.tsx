import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { THistory, THistoryEvent } from '../../contract';
import zh from '../../i18n/zh.json';
import { HistoryPage } from './history-page';

const event = (year: number, title: string, category: string, era: string, more: Partial<THistoryEvent> = {}): THistoryEvent => ({ year, date: `${year}年9月`, title, content: `${title}的经过`, image: '', category, era, ...more });
const EVENTS = [
  event(1952, '学校成立', '建校', '创建时期', { image: 'https://example.edu.cn/1952.jpg' }),
  event(1958, '更名为工学院', '更名', '创建时期'),
  event(1999, '与财经学校合并', '合并', '改革发展时期'),
  event(2024, '门户上线', '重大事件', '新时代', { date: '' }),
];

/** A fake server filtering as the real one does. */
function serveHistory(events: THistoryEvent[] = EVENTS) {
  return serveCalls({
    '/schoolhistory/api/list': ({ q = '', category = '', era = '' }) => {
      const found = events.filter((e) => (!category || e.category === category) && (!era || e.era === era) && (!q || e.title.includes(String(q))));
      const history: THistory = {
        events: found,
        categories: [...new Set(events.map((e) => e.category))],
        eras: [...new Set(events.map((e) => e.era))],
        all: events.length,
        updatedAt: 1_790_000_000,
        failed: false,
      };
      return history;
    },
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'schoolhistory', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the school history page', () => {
  it('shows the timeline under each era, with dates, categories, pictures and 数据更新于', async () => {
    serveHistory();
    renderPage(<HistoryPage />, '/schoolhistory/index');
    const founding = await screen.findByRole('region', { name: '创建时期' });
    expect(within(founding).getAllByRole('listitem')).toHaveLength(2);
    expect(within(founding).getByRole('heading', { name: '学校成立' })).toBeTruthy();
    expect(within(founding).getByRole('img', { name: '学校成立' }).getAttribute('src')).toBe('https://example.edu.cn/1952.jpg');
    // An event known only by its year shows the year.
    expect(within(screen.getByRole('region', { name: '新时代' })).getByText('2024年')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('filters by era and category, searches, and says when nothing matches', async () => {
    const asked = serveHistory();
    renderPage(<HistoryPage />, '/schoolhistory/index');
    await screen.findByRole('region', { name: '创建时期' });
    fireEvent.click(within(screen.getByRole('group', { name: '类别' })).getByRole('button', { name: '更名' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '学校成立' })).toBeNull());
    expect(screen.getByRole('heading', { name: '更名为工学院' })).toBeTruthy();
    expect(asked.at(-1)?.input).toMatchObject({ category: '更名' });
    fireEvent.click(within(screen.getByRole('group', { name: '时期' })).getByRole('button', { name: '新时代' }));
    expect(await screen.findByText('没有找到相关的校史事件')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '类别' })).getByRole('button', { name: '全部类别' }));
    expect(await screen.findByRole('heading', { name: '门户上线' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '时期' })).getByRole('button', { name: '全部时期' }));
    fireEvent.change(screen.getByPlaceholderText('搜索校史事件、年份'), { target: { value: '合并' } });
    expect(await screen.findByRole('heading', { name: '与财经学校合并' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: '学校成立' })).toBeNull());
  });

  it('says when the school has no history loaded', async () => {
    serveHistory([]);
    renderPage(<HistoryPage />, '/schoolhistory/index');
    expect(await screen.findByText('暂无校史资料')).toBeTruthy();
  });
});
