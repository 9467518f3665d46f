import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';
import { getViewDetail, getViewSummary, listViewDiff, listViewPeople } from '../../contract-views';
import { CONSOLE_VIEW } from '../console/console-view';
import { LIVE } from '../views/live';

export const useViewSummary = (input: TCallInput<typeof getViewSummary>) =>
  useQuery({ ...callQuery(getViewSummary, input), placeholderData: keepPreviousData, ...LIVE });

/** Reload every count and list of the role pages (pull to refresh). */
export const refreshViews = () => invalidateCalls(getViewSummary, listViewPeople, listViewDiff, getViewDetail);

export const useConsoleSummary = (day?: string, groupId?: string) => useQuery(callQuery(getViewSummary, { ...CONSOLE_VIEW, day, groupId }));

/** The school's departments (the rows of today's summary) for the group editor; they change rarely. */
export const useDepartments = () =>
  useQuery({
    ...callQuery(getViewSummary, CONSOLE_VIEW),
    select: (summary) => summary.rows.map((row) => ({ value: row.id, label: row.name })),
    staleTime: 5 * 60_000,
  });
