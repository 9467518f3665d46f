import { listComments, listModeratedComments, moderateComment } from '@quad/contracts/comments';
import { useCallMutation } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';

const STALE = [listComments, listModeratedComments];

/** A moderator's quick decision from the phone's thread. */
export const useModerateComment = () => useCallMutation(moderateComment, { invalidates: STALE });

/** A moderator's decision in the console; `success` names what was done. */
export const useConsoleModerateComment = (success: (action: string) => string) =>
  useConsoleMutation(moderateComment, { success: ({ action }) => success(action), invalidates: STALE });
