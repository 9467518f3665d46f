import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import {
  askRefund,
  checkReceipt,
  listMyBills,
  listMyFees,
  listMyOrders,
  myFeeDetail,
  myOrderDetail,
  payFee,
  type TMyOrderDetail,
} from '../../contract';

// The phone's calls: one small hook each, kept together since the payer's pages share them.
export const useMyFees = () => useQuery(callQuery(listMyFees, {}));
export const useFeeDetail = (id: string) => useQuery({ ...callQuery(myFeeDetail, { id }), enabled: id !== '' });
export const useMyOrders = () => useInfiniteQuery(callPages(listMyOrders, {}));
export const useMyBills = (month: string) => useInfiniteQuery(callPages(listMyBills, { month }));
export const useCheckReceipt = (code: string) => useQuery({ ...callQuery(checkReceipt, { code }), enabled: code !== '' });

/** An order still with the provider: its result is coming. */
export const isAwaitingResult = (detail: TMyOrderDetail | undefined) =>
  detail?.order.state === 'created' || detail?.order.state === 'paying';

/** How often a page waiting on the provider reads the order again. */
const POLL_MS = 2000;
/** One of my orders; `poll` reads it again while the provider has not answered. */
export const useMyOrder = (id: string, poll = false) =>
  useQuery({
    ...callQuery(myOrderDetail, { id }),
    enabled: id !== '',
    refetchInterval: (q) => (poll && isAwaitingResult(q.state.data) ? POLL_MS : false),
  });

/** Paying changes the hall, the item and my records. */
export const usePayFee = () =>
  useCallMutation(payFee, { loading: true, invalidates: [listMyFees, myFeeDetail, listMyOrders, myOrderDetail] });
export const useAskRefund = () => useCallMutation(askRefund, { loading: true, invalidates: [myOrderDetail, listMyOrders, listMyFees] });
