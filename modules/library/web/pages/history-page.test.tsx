import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { FRESH, serveCalls, setupStrings } from './test-kit';
import { HistoryPage } from './history-page';

const past = (n: number, title: string) => ({
  barcode: `H${n}`,
  title,
  author: '作者',
  callNumber: `I/${n}`,
  borrowDate: '2026-01-01',
  returnDate: `2026-02-${String(28 - n).padStart(2, '0')}`,
});
const ALL = [past(1, '红楼梦'), past(2, '三体'), past(3, '三国演义')];

beforeAll(setupStrings);
beforeEach(() => queryClient.clear());

function serveHistory() {
  return serveCalls({
    '/library/api/history': ({ q = '' }) => {
      const list = ALL.filter((h) => h.title.includes(String(q)));
      return { list, total: list.length, ...FRESH };
    },
  });
}

describe('my history', () => {
  it('lists returned loans with their dates, the count and 数据更新于', async () => {
    serveHistory();
    renderPage(<HistoryPage />, '/library/history');
    expect(await screen.findByRole('article', { name: '红楼梦' })).toBeTruthy();
    expect(screen.getByText('共 3 条借阅记录')).toBeTruthy();
    expect(screen.getAllByText(/借出 2026-01-01 · 归还 2026-02-/)).toHaveLength(3);
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('searches by title and says when nothing is found', async () => {
    const asked = serveHistory();
    renderPage(<HistoryPage />, '/library/history');
    await screen.findByRole('article', { name: '红楼梦' });
    const search = screen.getByPlaceholderText('搜索书名');
    fireEvent.change(search, { target: { value: '三' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('共 2 条借阅记录')).toBeTruthy();
    expect(screen.queryByRole('article', { name: '红楼梦' })).toBeNull();
    expect(asked.some((a) => a.input.q === '三')).toBe(true);
    fireEvent.change(search, { target: { value: '百年孤独' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有找到书名含“百年孤独”的借阅记录')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveCalls({ '/library/api/history': () => ({ list: [], total: 0, ...FRESH }) });
    renderPage(<HistoryPage />, '/library/history');
    expect(await screen.findByText('暂无借阅历史')).toBeTruthy();
  });
});
