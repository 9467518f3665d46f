import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { getViewDatacube } from '../../contract-views';
import { CONSOLE_VIEW } from '../console/console-view';

/** The console's charts: counts by day, department or answer. */
export const useDatacube = (input: Omit<TCallInput<typeof getViewDatacube>, 'group' | 'role'>) =>
  useQuery(callQuery(getViewDatacube, { ...CONSOLE_VIEW, ...input }));
