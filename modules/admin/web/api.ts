import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { listAudit, listDepartments, listRoles, listUsers } from '../contract';
import { listFeedback, usageDaily } from '../contract-inbox';
import { listSites } from '../contract-sites';

/** What the console's lists are cached under; a change refreshes the lists it touches. */
type TList = 'departments' | 'users' | 'roles' | 'audit' | 'feedback' | 'usage' | 'sites';

export const refresh = (...lists: TList[]) =>
  Promise.all(lists.map((list) => queryClient.invalidateQueries({ queryKey: ['admin', list] })));

// Paged lists keep the previous page on screen while the next one loads, so the table doesn't jump.
const paged = { placeholderData: keepPreviousData };

export const useDepartments = () => useQuery({ queryKey: ['admin', 'departments'], queryFn: () => fetchData(listDepartments, {}) });

export type TUserFilter = TCallInput<typeof listUsers>;
export const useUsers = (filter: TUserFilter) =>
  useQuery({ queryKey: ['admin', 'users', filter], queryFn: () => fetchData(listUsers, filter), ...paged });

export const useRoles = () => useQuery({ queryKey: ['admin', 'roles'], queryFn: () => fetchData(listRoles, {}) });

export type TAuditFilter = TCallInput<typeof listAudit>;
export const useAudit = (filter: TAuditFilter) =>
  useQuery({ queryKey: ['admin', 'audit', filter], queryFn: () => fetchData(listAudit, filter), ...paged });

export type TFeedbackFilter = TCallInput<typeof listFeedback>;
export const useFeedback = (filter: TFeedbackFilter) =>
  useQuery({ queryKey: ['admin', 'feedback', filter], queryFn: () => fetchData(listFeedback, filter), ...paged });

export type TUsageRange = TCallInput<typeof usageDaily>;
export const useUsage = (range: TUsageRange) =>
  useQuery({ queryKey: ['admin', 'usage', range], queryFn: () => fetchData(usageDaily, range), ...paged });

export const useSites = () => useQuery({ queryKey: ['admin', 'sites'], queryFn: () => fetchData(listSites, {}) });
