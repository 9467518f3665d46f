import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { applyVisit, findHosts, visitStatus } from '../../contract';

/** Staff found by what the visitor typed (nothing asked under two characters). */
export const useHosts = (keyword: string) => useQuery({ ...callQuery(findHosts, { keyword }), enabled: keyword.trim().length >= 2 });

/** A visit booked without an account. */
export const useApplyVisit = () => useCallMutation(applyVisit, { loading: true });

/** The visitor's request by its link; while the pass shows, read again when its code rotates. */
export const useVisitStatus = (token: string) =>
  useQuery({ ...callQuery(visitStatus, { token }), refetchInterval: (q) => (q.state.data?.pass ? Math.max(5, q.state.data.pass.refreshIn) * 1000 : false) });
