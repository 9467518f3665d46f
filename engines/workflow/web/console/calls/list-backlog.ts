import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listBacklog } from '../../../contract';

/** The console's page of my tasks still to do (in one app, by search words). */
export const useBacklogPage = (filter: TCallInput<typeof listBacklog>) => useQuery(callQuery(listBacklog, filter));
