import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { getViewDatacube } from '../../contract-views';
import { CONSOLE_VIEW } from '../console/console-view';

type TView = Pick<TCallInput<typeof getViewDatacube>, 'group' | 'role'>;

/** Counts by day, department or answer for the charts: the console's, or a role page's on the phone. */
export const useDatacube = (input: Omit<TCallInput<typeof getViewDatacube>, 'group' | 'role'>, view: TView = CONSOLE_VIEW) =>
  useQuery(callQuery(getViewDatacube, { ...view, ...input }));
