import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { topUpWallet, walletRecordDetail, walletRecordList, walletSummary } from '../../contract';

export type TRecordKind = 'topup' | 'spend' | 'refund';

// The phone's calls: one small hook each, kept together since the wallet's pages share them.
export const useWalletSummary = () => useQuery(callQuery(walletSummary, {}));
export const useWalletRecords = (kind: TRecordKind | undefined) => useInfiniteQuery(callPages(walletRecordList, kind ? { kind } : {}));
export const useWalletRecord = (id: string) => useQuery({ ...callQuery(walletRecordDetail, { id }), enabled: id !== '' });
/** A top-up is paid on the provider's page: the balance and records change when it comes back. */
export const useTopUp = () => useCallMutation(topUpWallet, { loading: true, invalidates: [walletSummary, walletRecordList] });
