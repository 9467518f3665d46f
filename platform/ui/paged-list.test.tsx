import { fireEvent, screen } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../shell/i18n';
import { renderPage } from '../shell/list-test-kit';
import { nextPage } from '../shell/paging';
import { RequestError } from '../shell/request';
import { PagedList } from './paged-list';

type TRow = { id: string; name: string };

/** A list over `read` (one page of rows), as a page builds it with callPages. */
function Rows({ name, read }: { name: string; read: (page: number) => Promise<{ list: TRow[]; total: number }> }) {
  const rows = useInfiniteQuery({
    queryKey: ['rows', name],
    queryFn: ({ pageParam }) => read(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages, 2),
  });
  return <PagedList pages={rows} emptyText="还没有内容">{(items) => items.map((r) => <p key={r.id}>{r.name}</p>)}</PagedList>;
}

beforeAll(() => {
  setupI18n('zh');
});

describe('a paged phone list', () => {
  it('shows the refusal with a retry that loads the list', async () => {
    const read = vi.fn().mockRejectedValueOnce(new RequestError({ e: 10004, m: '列表暂时不可用', d: {} })).mockResolvedValue({ list: [{ id: 'a', name: '第一行' }], total: 1 });
    renderPage(<Rows name="failing" read={read} />, '/');
    expect(await screen.findByText('列表暂时不可用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第一行')).toBeTruthy();
  });

  it('says what an empty list is', async () => {
    renderPage(<Rows name="empty" read={async () => ({ list: [], total: 0 })} />, '/');
    expect(await screen.findByText('还没有内容')).toBeTruthy();
  });
});
