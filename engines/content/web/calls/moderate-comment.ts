import { listComments, listModeratedComments, moderateComment } from '@quad/contracts/comments';
import { useCallMutation } from '@quad/platform/shell/calls';

/** What a moderation decision makes stale, on the phone and in the console. */
export const MODERATION_STALE = [listComments, listModeratedComments];

/** A moderator's quick decision from the phone's thread. */
export const useModerateComment = () => useCallMutation(moderateComment, { invalidates: MODERATION_STALE });
