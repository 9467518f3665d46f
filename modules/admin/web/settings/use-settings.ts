import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { getSettings } from '../../contract-settings';

export type TWhere = Required<Pick<TCallInput<typeof getSettings>, 'layer' | 'dept_id'>>;

export const useSettings = (where: TWhere) =>
  useQuery({
    queryKey: ['admin', 'settings', where],
    queryFn: () => fetchData(getSettings, where),
    enabled: where.layer !== 'department' || !!where.dept_id,
  });

export const refreshSettings = () => queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
