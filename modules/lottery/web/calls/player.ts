import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { drawLottery, listLotteryDraws, listMyLotteries, lotteryDetail } from '../../contract';
import { listManagedLotteries } from '../../contract-manage';

// The phone's calls: one small hook each, kept together since the one phone page loads them all.
export const useMyLotteries = () => useInfiniteQuery(callPages(listMyLotteries, {}));
export const useLotteryDetail = (id: string) => useQuery({ ...callQuery(lotteryDetail, { id }), enabled: id !== '' });
/** 中奖公示: the winners in the order drawn, a page at a time. */
export const useLotteryWinners = (id: string) => useInfiniteQuery(callPages(listLotteryDraws, { id }));
/** A draw: my results, what is left, the list's 今日已抽, the winners and the console's counts change with it. */
export const useDrawLottery = () =>
  useCallMutation(drawLottery, { loading: true, invalidates: [lotteryDetail, listMyLotteries, listLotteryDraws, listManagedLotteries] });
