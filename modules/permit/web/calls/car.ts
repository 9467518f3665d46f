import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { applyCar, carPass, listMyCars } from '../../contract';
import { permitReads } from './stale';

export const useApplyCar = () => useCallMutation(applyCar, { loading: true, invalidates: permitReads });

/** My car permits, newest first, a page at a time. */
export const useMyCars = () => useInfiniteQuery(callPages(listMyCars, {}));

/** My permit's QR, read again when its code rotates. */
export const useCarPass = (id: string) => useQuery({ ...callQuery(carPass, { id }), enabled: id !== '', refetchInterval: (q) => Math.max(5, q.state.data?.pass.refreshIn ?? 60) * 1000 });
