import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n';
import type { TRecordsPage } from './records-toolbar';

// The toolbar's export button brings the console's strings, which join the i18n instance as it loads.
let toolbar: typeof import('./records-toolbar');
beforeAll(async () => {
  setupI18n('zh');
  toolbar = await import('./records-toolbar');
});

interface TFilter extends TRecordsPage {
  status?: string;
  keyword?: string;
}

describe('a records screen’s filter', () => {
  it('goes back to the first page when a filter changes, and keeps the filters when the table turns a page', () => {
    const { result } = renderHook(() => toolbar.useRecordsFilter<TFilter>({ status: 'running' }));
    act(() => result.current.turnPage({ page: 3, size: 50 }));
    expect(result.current.filter).toEqual({ page: 3, size: 50, status: 'running' });
    act(() => result.current.change({ keyword: '张' }));
    expect(result.current.filter).toEqual({ page: 1, size: 50, status: 'running', keyword: '张' });
  });

  it('exports what is shown: the filters that are set, not the table’s page', () => {
    expect(toolbar.exportHrefOf('/leave/api/export', { page: 2, size: 20, status: 'approved', keyword: '', from: '2026-11-01' } as TFilter)).toBe(
      '/leave/api/export?status=approved&from=2026-11-01',
    );
  });
});
