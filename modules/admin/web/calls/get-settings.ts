import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { getSettings } from '../../contract-settings';

export type TWhere = Required<Pick<TCallInput<typeof getSettings>, 'layer' | 'dept_id'>>;

/** One layer's settings; a department's only once one is chosen. */
export const useSettings = (where: TWhere) =>
  useQuery({ ...callQuery(getSettings, where), enabled: where.layer !== 'department' || !!where.dept_id });
