import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { listMyLotteries, lotteryDetail } from '../../contract';
import { listManagedLotteries, lotteryAudienceOptions, managedLotteryDetail, publishLottery, saveLottery } from '../../contract-manage';

// The console's calls: one small hook each, kept together since only the console loads them.
const lotteryReads = [listManagedLotteries, managedLotteryDetail, listMyLotteries, lotteryDetail];

/** Draws and winners are live: the list is read again every 15 seconds while the screen is open. */
export const useManagedLotteries = (input: TCallInput<typeof listManagedLotteries>) =>
  useQuery({ ...callQuery(listManagedLotteries, input), refetchInterval: 15_000 });
export const useManagedLottery = (id: string) => useQuery({ ...callQuery(managedLotteryDetail, { id }), enabled: id !== '' });
export const useLotteryAudienceOptions = (enabled: boolean) => useQuery({ ...callQuery(lotteryAudienceOptions, {}), enabled });
export const useSaveLottery = (success: string) => useConsoleMutation(saveLottery, { invalidates: lotteryReads, success });
export const usePublishLottery = (success: string) => useConsoleMutation(publishLottery, { invalidates: lotteryReads, success });
