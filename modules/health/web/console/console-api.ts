import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { getHealthSettings } from '../../contract-settings';
import { getViewDatacube, getViewSummary, listViewPeople } from '../../contract-views';

/** The console reads as the school's health office: the manager role page over the daily report. */
export const CONSOLE_VIEW = { group: 'epideState', role: 'manager' } as const;

// The settings form edits its own copy: a refetch on focus must not replace it under the editor's hands.
export const useHealthSettings = () =>
  useQuery({ queryKey: ['healthConsole', 'settings'], queryFn: () => fetchData(getHealthSettings, {}), refetchOnWindowFocus: false, staleTime: Infinity });

export const refreshSettings = () => queryClient.invalidateQueries({ queryKey: ['healthConsole', 'settings'] });

/** The school's departments (the rows of today's summary) for the group editor; they change rarely. */
export const useDepartments = () =>
  useQuery({
    queryKey: ['healthConsole', 'departments'],
    queryFn: async () => (await fetchData(getViewSummary, CONSOLE_VIEW)).rows.map((row) => ({ value: row.id, label: row.name })),
    staleTime: 5 * 60_000,
  });

export const useConsoleSummary = (day?: string, groupId?: string) =>
  useQuery({ queryKey: ['healthConsole', 'summary', day, groupId], queryFn: () => fetchData(getViewSummary, { ...CONSOLE_VIEW, day, groupId }) });

export type TPeopleFilter = Omit<TCallInput<typeof listViewPeople>, 'group' | 'role'>;
export const useConsolePeople = (filter: TPeopleFilter) =>
  useQuery({
    queryKey: ['healthConsole', 'people', filter],
    queryFn: () => fetchData(listViewPeople, { ...CONSOLE_VIEW, ...filter }),
    placeholderData: keepPreviousData,
  });

export const useDatacube = (input: Omit<TCallInput<typeof getViewDatacube>, 'group' | 'role'>) =>
  useQuery({ queryKey: ['healthConsole', 'datacube', input], queryFn: () => fetchData(getViewDatacube, { ...CONSOLE_VIEW, ...input }) });
