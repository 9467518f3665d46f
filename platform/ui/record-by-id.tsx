import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyView, ErrorView, LoadingView } from './state-views';

type TRecordById<T> = { id: string; query: UseQueryResult<T> } & ({ view: null; data: T } | { view: ReactElement; data: undefined });

/**
 * The one record a detail page shows, named by its `?id=` and loaded by the area's query hook. Until it
 * is there, `view` is what the page shows instead: `missingText` when no id is given, loading, or the
 * failure with a retry.
 */
export function useRecordById<T>(useRecord: (id: string) => UseQueryResult<T>, missingText: string): TRecordById<T> {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useRecord(id);
  if (query.isSuccess && id) return { id, query, view: null, data: query.data };
  const view = !id ? (
    <EmptyView text={missingText} />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <LoadingView />
  );
  return { id, query, view, data: undefined };
}
