import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { listMyVotes, voteDetail } from '../../contract';
import { deleteVote, listBallots, listManagedVotes, managedVoteDetail, saveVote, voteAudienceOptions } from '../../contract-manage';

// The console's calls: one small hook each, kept together since only the console loads them.
const voteReads = [listManagedVotes, managedVoteDetail, listMyVotes, voteDetail];

/** The list's counts are live: read again every 15 seconds while the screen is open. */
export const useManagedVotes = (input: TCallInput<typeof listManagedVotes>) =>
  useQuery({ ...callQuery(listManagedVotes, input), refetchInterval: 15_000 });
/** Counts move while people vote: the results screen reads them again every 15 seconds. */
export const useManagedVote = (id: string, live = false) =>
  useQuery({ ...callQuery(managedVoteDetail, { id }), enabled: id !== '', refetchInterval: live ? 15_000 : false });
export const useBallots = (input: TCallInput<typeof listBallots>, enabled: boolean) =>
  useQuery({ ...callQuery(listBallots, input), enabled });
export const useVoteAudienceOptions = (enabled: boolean) => useQuery({ ...callQuery(voteAudienceOptions, {}), enabled });
export const useSaveVote = (success: string) => useConsoleMutation(saveVote, { invalidates: voteReads, success });
export const useDeleteVote = (success: string) => useConsoleMutation(deleteVote, { invalidates: voteReads, success });
