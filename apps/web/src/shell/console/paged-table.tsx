import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import { EmptyState, QueryError } from './query-states';

export interface TPaging {
  page: number;
  size: number;
}

/** A console list's page and search words; a new search or filter goes back to the first page. */
export function usePaging(size = 20) {
  const [paging, setPaging] = useState<TPaging>({ page: 1, size });
  const [keyword, setKeyword] = useState('');
  return {
    paging,
    setPaging,
    keyword,
    search: (words: string) => {
      setKeyword(words.trim());
      setPaging((p) => ({ ...p, page: 1 }));
    },
    /** Call when a filter changes. */
    restart: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}

/** The console's search box: searches on Enter or the button, clears with ×. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (words: string) => void }) {
  return <Input.Search allowClear placeholder={label} aria-label={label} style={{ width: 220 }} onSearch={onSearch} />;
}

/**
 * One page of records from the server as a table: its loading and failed states, what an empty
 * list says, and the pager with the total.
 */
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
  if (result.isError) return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={result.data?.list}
      loading={result.isFetching}
      locale={{ emptyText: result.isPending ? ' ' : <EmptyState text={emptyText} /> }}
      pagination={{
        current: paging.page,
        pageSize: paging.size,
        total: result.data?.total ?? 0,
        showTotal: totalText,
        onChange: (page, size) => onPaging({ page, size }),
      }}
    />
  );
}
