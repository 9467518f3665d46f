import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listDone } from '../../../contract';

/** The console's page of my tasks already decided (in one app, by search words). */
export const useDonePage = (filter: TCallInput<typeof listDone>) => useQuery(callQuery(listDone, filter));
