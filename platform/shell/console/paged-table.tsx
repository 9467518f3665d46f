import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Table, { type ColumnsType, type TablePaginationConfig, type TableProps } from 'antd/es/table';
import { EmptyState, QueryError } from './query-states';

export interface TPaging {
  page: number;
  size: number;
}

/**
 * A console list's page, search words and status filter ('all' or one status); a new search or
 * filter goes back to the first page. `only` is the status to ask the server for: none for 'all'.
 */
export function usePaging<S extends string = never>(initialStatus: S | 'all' = 'all', size = 20) {
  const [paging, setPaging] = useState<TPaging>({ page: 1, size });
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<S | 'all'>(initialStatus);
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));
  return {
    paging,
    setPaging,
    keyword,
    search: (words: string) => {
      setKeyword(words.trim());
      firstPage();
    },
    status,
    only: status === 'all' ? undefined : status,
    chooseStatus: (next: S | 'all') => {
      setStatus(next);
      firstPage();
    },
  };
}

/** The console's search box: searches on Enter or the button, clears with ×. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (words: string) => void }) {
  return <Input.Search allowClear placeholder={label} aria-label={label} style={{ width: 220 }} onSearch={onSearch} />;
}

/** antd's pager for a list the server pages: where it stands, the total in the area's words, and moving on. */
export function serverPages(
  paging: TPaging,
  total: number | undefined,
  totalText: (total: number) => string,
  onPaging: (paging: TPaging) => void,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.size,
    total: total ?? 0,
    showTotal: totalText,
    onChange: (page, size) => onPaging({ page, size }),
  };
}

/**
 * Records from the server as a table: the failed load with a retry, the loading state, and what an
 * empty list says (nothing yet while the first answer is on its way). Other props go to antd's Table.
 */
export function QueryTable<T extends object>({
  result,
  rows,
  emptyText,
  ...table
}: Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale'> & {
  result: UseQueryResult<unknown>;
  rows: readonly T[] | undefined;
  /** What an empty list says; the console's general words when not given. */
  emptyText?: string;
}) {
  if (result.isError) return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      {...table}
      dataSource={rows}
      loading={result.isFetching}
      locale={{ emptyText: result.isPending ? ' ' : <EmptyState text={emptyText} /> }}
    />
  );
}

/** One page of records from the server, with the pager and the total. */
export function PagedTable<T extends { id: string }>({
  result,
  columns,
  paging,
  onPaging,
  emptyText,
  totalText,
}: {
  result: UseQueryResult<{ list: T[]; total: number }>;
  columns: ColumnsType<T>;
  paging: TPaging;
  onPaging: (paging: TPaging) => void;
  emptyText: string;
  totalText: (total: number) => string;
}) {
  return (
    <QueryTable<T>
      result={result}
      rows={result.data?.list}
      columns={columns}
      emptyText={emptyText}
      pagination={serverPages(paging, result.data?.total, totalText, onPaging)}
    />
  );
}
