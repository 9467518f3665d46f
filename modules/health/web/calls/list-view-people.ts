import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callPages, callQuery } from '@quad/platform/shell/calls';
import { fetchData } from '@quad/platform/shell/request';
import { listViewPeople } from '../../contract-views';
import { CONSOLE_VIEW } from '../console/console-view';
import type { TViewRoute } from '../views/view-paths';
import { LIVE, PAGE } from '../views/live';

export type TPeopleQuery = Omit<TCallInput<typeof listViewPeople>, 'page' | 'size'>;

/** One status's people, a page at a time (the next as one scrolls). */
export const useViewPeople = (input: TPeopleQuery) => useInfiniteQuery({ ...callPages(listViewPeople, input, PAGE), ...LIVE });

export type TPeopleFilter = Omit<TCallInput<typeof listViewPeople>, 'group' | 'role'>;
export const useConsolePeople = (filter: TPeopleFilter) =>
  useQuery({ ...callQuery(listViewPeople, { ...CONSOLE_VIEW, ...filter }), placeholderData: keepPreviousData });

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
