import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listLeaveRecords } from '../../contract';

/** The console's page of requests in the approver's scope. */
export const useLeaveRecords = (input: TCallInput<typeof listLeaveRecords>) => useQuery(callQuery(listLeaveRecords, input));
