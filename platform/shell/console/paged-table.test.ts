import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n';

let usePaging: typeof import('./paged-table').usePaging;
beforeAll(async () => {
  // The console's strings register when its modules load: after i18n is set up.
  setupI18n('zh');
  ({ usePaging } = await import('./paged-table'));
});

describe('a console list’s paging', () => {
  it('goes back to the first page when the status filter or the search changes, and asks for no status on “all”', () => {
    const { result } = renderHook(() => usePaging<'new' | 'done'>());
    expect(result.current.only).toBeUndefined();
    act(() => result.current.setPaging({ page: 3, size: 50 }));
    act(() => result.current.chooseStatus('done'));
    expect(result.current).toMatchObject({ status: 'done', only: 'done', paging: { page: 1, size: 50 } });

    act(() => result.current.setPaging({ page: 2, size: 50 }));
    act(() => result.current.search('  张三 '));
    expect(result.current).toMatchObject({ keyword: '张三', paging: { page: 1, size: 50 } });
    act(() => result.current.chooseStatus('all'));
    expect(result.current.only).toBeUndefined();
  });
});
