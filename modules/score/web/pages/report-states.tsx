import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';

/** A page's query in its states: the refusal with a retry, loading, then the page drawn from the answer. */
export function QueryStates<D>({ query, children }: { query: UseQueryResult<D>; children: (data: D) => ReactNode }) {
  if (query.isError && !query.data) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingView />;
  return <>{children(query.data)}</>;
}

/** 2025-2026-1 → 2025-2026学年 第1学期. */
export const termLabel = (term: string) => `${term.slice(0, 9)}学年 第${term.slice(10)}学期`;

/** A GPA to two places, — when nothing counts. */
export const gpaText = (gpa: number | null) => (gpa === null ? '—' : gpa.toFixed(2));
