import type { ReactNode } from 'react';
import { useSearchParams } from '../shell/router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useShareMenu } from '../shell/use-share-menu';
import { EmptyView, ErrorView, LoadingView } from './state-views';

/**
 * A phone detail page: the record its `?id=` names, loaded by the area's query hook and drawn by
 * `children` once it is there. Until then the page says `missingText` when no id is given, shows the
 * loading state, or the failure with a retry. `shared` points the messaging app's share menu at it.
 */
export function RecordPage<T>({
  useRecord,
  missingText,
  shared = false,
  className = 'q-page',
  children,
}: {
  useRecord: (id: string) => UseQueryResult<T>;
  missingText: string;
  shared?: boolean;
  className?: string;
  children: (record: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useRecord(id);
  useShareMenu(shared ? id : '');
  if (!id) return <EmptyView text={missingText} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <LoadingView />;
  return <main className={className}>{children(query.data)}</main>;
}
