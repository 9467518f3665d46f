import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { closeCall, getPoints, listCallDepartments, listCalls, listResearchRecords, researchStatistic, saveCall, savePoints } from '../../contract';
import { researchReads } from './stale';

// The office's console calls: one small hook each, kept together since only the console loads them.
export const useCalls = (input: TCallInput<typeof listCalls>) => useQuery(callQuery(listCalls, input));
export const useCallDepartments = () => useQuery(callQuery(listCallDepartments, {}));
export const useSaveCall = (success: string) => useConsoleMutation(saveCall, { invalidates: researchReads, success });
export const useCloseCall = (success: string) => useConsoleMutation(closeCall, { invalidates: researchReads, success });
export const useResearchRecords = (input: TCallInput<typeof listResearchRecords>) => useQuery(callQuery(listResearchRecords, input));
export const useResearchStatistic = (year?: string) => useQuery(callQuery(researchStatistic, { year }));
export const usePoints = () => useQuery(callQuery(getPoints, {}));
export const useSavePoints = (success: string) => useConsoleMutation(savePoints, { invalidates: [getPoints, ...researchReads], success });
