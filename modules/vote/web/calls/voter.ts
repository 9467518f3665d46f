import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { castVote, listMyVotes, voteDetail } from '../../contract';
import { listManagedVotes } from '../../contract-manage';

// The phone's calls: one small hook each, kept together since the two phone pages load them all.
export const useMyVotes = () => useInfiniteQuery(callPages(listMyVotes, {}));
export const useVoteDetail = (id: string) => useQuery({ ...callQuery(voteDetail, { id }), enabled: id !== '' });
/** A ballot: the list's 已投票, the vote's results and the console's counts change with it. */
export const useCastVote = () => useCallMutation(castVote, { loading: true, invalidates: [voteDetail, listMyVotes, listManagedVotes] });
