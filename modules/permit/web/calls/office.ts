import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { checkPass, listPermitRecords, listScans, permitStatistic } from '../../contract-office';

export const usePermitRecords = (input: TCallInput<typeof listPermitRecords>) => useQuery(callQuery(listPermitRecords, input));
export const usePermitStatistic = () => useQuery(callQuery(permitStatistic, {}));
export const useScans = (input: TCallInput<typeof listScans>) => useQuery(callQuery(listScans, input));

/** A guard's check of a code: its verdict (a refusal is a verdict too), and the gate log read again. */
export async function checkAtGate(token: string, gate: string) {
  const answer = await request(checkPass, { token, gate: gate || undefined }, { loading: true });
  void invalidateCalls(listScans);
  return answer;
}
