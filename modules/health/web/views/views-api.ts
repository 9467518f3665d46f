import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCallInput, TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData, request, RequestError, shownByShell } from '@quad/platform/shell/request';
import { getViewDetail, getViewSummary, listViewDiff, listViewPeople, remindPeople } from '../../contract-views';
import type { TViewRoute } from './view-paths';

const PAGE = 20;

/** Counts and lists move while people report: read again on every visit and when the window comes back into view. */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const useViewSummary = (input: TCallInput<typeof getViewSummary>) =>
  useQuery({ queryKey: ['healthViews', 'summary', input], queryFn: () => fetchData(getViewSummary, input), placeholderData: keepPreviousData, ...LIVE });

export type TPeopleQuery = Omit<TCallInput<typeof listViewPeople>, 'page' | 'size'>;

/** One status's people, a page at a time (更多 loads the next). */
export const useViewPeople = (input: TPeopleQuery) =>
  useInfiniteQuery({
    queryKey: ['healthViews', 'people', input],
    queryFn: ({ pageParam }) => fetchData(listViewPeople, { ...input, page: pageParam, size: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
    ...LIVE,
  });

export const useViewDiff = (input: Omit<TCallInput<typeof listViewDiff>, 'page' | 'size'>) =>
  useInfiniteQuery({
    queryKey: ['healthViews', 'diff', input],
    queryFn: ({ pageParam }) => fetchData(listViewDiff, { ...input, page: pageParam, size: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
    ...LIVE,
  });

export const useViewDetail = (uid: string, day?: string) =>
  useQuery({ queryKey: ['healthViews', 'detail', uid, day], queryFn: () => fetchData(getViewDetail, { uid, day }), enabled: uid !== '' });

/** Reload every count and list (pull to refresh, after a reminder). */
export const refreshViews = () => queryClient.invalidateQueries({ queryKey: ['healthViews'] });

export type TRemindAnswer = TCallOutput<typeof remindPeople>;

/**
 * 提醒: everyone in scope who has not reported (no uids) or the people named. Answers the server's
 * sent/skipped counts, or its refusal's message; network and system failures were shown by `request()`.
 */
export async function remind(view: TViewRoute, day: string | undefined, uids: string[]): Promise<TRemindAnswer | string | undefined> {
  // JSON, so the names arrive as a list: a form body's `uids[]` is not read as `uids`, and a
  // reminder meant for one person would go to everyone.
  const answer = await request(remindPeople, { ...view, day, uids }, { loading: true, json: true });
  if (answer.e === ErrorCode.OK) return answer.d;
  return shownByShell(answer.e) ? undefined : answer.m;
}

/** The most people one reminder names (the call's own limit). */
const REMIND_MAX = 500;

/**
 * Everyone of one department or class who has not reported: the reminder call covers the whole
 * scope of the role page, so a drilled-down page names its people.
 */
export async function missingUids(view: TViewRoute, day: string | undefined, dept: string): Promise<string[]> {
  const uids: string[] = [];
  for (let page = 1; uids.length < REMIND_MAX; page++) {
    const { list, total } = await fetchData(listViewPeople, { ...view, day, dept, status: 'missing', page, size: 200 });
    uids.push(...list.map((person) => person.uid));
    if (list.length === 0 || uids.length >= total) break;
  }
  return uids.slice(0, REMIND_MAX);
}

/** A refusal of the role page itself (someone without its ncov modules): 无权查看, not a retry. */
export const isForbidden = (error: unknown): boolean => error instanceof RequestError && error.code === ErrorCode.FORBIDDEN;
