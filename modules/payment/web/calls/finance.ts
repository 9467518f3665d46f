import type { TCallInput } from '@quad/contracts/call';
import type { FormInstance } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@quad/contracts/errors';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { RequestError } from '@quad/platform/shell/request';
import { sendFile } from '@quad/platform/shell/upload';
import {
  dailyTakings,
  decideRefund,
  deleteFeeItem,
  feeAudienceOptions,
  feeItemDetail,
  importFeePayers,
  ledgerHealth,
  listFeeItems,
  listOrders,
  listReconciliations,
  listRefunds,
  managedOrderDetail,
  officeRefund,
  runReconciliation,
  saveFeeItem,
} from '../../contract-manage';

// The finance console's calls: one small hook each, kept together since only the console loads them.
const itemReads = [listFeeItems, feeItemDetail];
/** A refund moves an order, its item's net and the takings at once. */
const moneyReads = [...itemReads, listOrders, managedOrderDetail, listRefunds, dailyTakings, ledgerHealth];

export const useFeeItems = (input: TCallInput<typeof listFeeItems>) => useQuery(callQuery(listFeeItems, input));
export const useFeeItem = (id: string) => useQuery({ ...callQuery(feeItemDetail, { id }), enabled: id !== '' });
export const useFeeAudienceOptions = (enabled: boolean) => useQuery({ ...callQuery(feeAudienceOptions, {}), enabled });
export const useSaveFeeItem = (success: string, form: FormInstance) =>
  useConsoleMutation(saveFeeItem, { invalidates: itemReads, success, form });
/** The payer lines an Excel sheet holds, checked by the server (nothing is saved); a refusal is thrown with its message. */
export async function readPayersFile(file: File) {
  const answer = await sendFile(importFeePayers, file, file.name, {}, { quiet: true });
  if (answer.e !== ErrorCode.OK) throw new RequestError(answer);
  return answer.d;
}
export const useDeleteFeeItem = (success: string) => useConsoleMutation(deleteFeeItem, { invalidates: itemReads, success });

export const useOrders = (input: TCallInput<typeof listOrders>) => useQuery(callQuery(listOrders, input));
export const useOrder = (id: string) => useQuery({ ...callQuery(managedOrderDetail, { id }), enabled: id !== '' });
export const useOfficeRefund = (success: string, form: FormInstance) =>
  useConsoleMutation(officeRefund, { invalidates: moneyReads, success, form });

export const useRefunds = (input: TCallInput<typeof listRefunds>) => useQuery(callQuery(listRefunds, input));
export const useDecideRefund = () => useConsoleMutation(decideRefund, { invalidates: moneyReads });

export const useLedgerHealth = () => useQuery(callQuery(ledgerHealth, {}));
export const useDailyTakings = (days: number) => useQuery(callQuery(dailyTakings, { days }));
export const useReconciliations = () => useQuery(callQuery(listReconciliations, {}));
export const useRunReconciliation = (success: string) =>
  useConsoleMutation(runReconciliation, { invalidates: [listReconciliations], success });
