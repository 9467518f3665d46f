import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listDepartmentAssets, type TAssetStatus } from '../../contract';

export interface TDepartmentFilter {
  page: number;
  size: number;
  department?: string;
  category?: string;
  status?: TAssetStatus;
  q?: string;
}

/** The console's 部门资产: one page of the manager's departments' assets; the last page stays while the next loads. */
export const useDepartmentAssets = (filter: TDepartmentFilter) => useQuery({ ...callQuery(listDepartmentAssets, filter), placeholderData: keepPreviousData });
