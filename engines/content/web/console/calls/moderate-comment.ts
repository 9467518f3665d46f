import { moderateComment } from '@quad/contracts/comments';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { MODERATION_STALE } from '../../calls/moderate-comment';

/** A moderator's decision in the console; `success` names what was done. Kept apart from the phone's call: it brings antd. */
export const useConsoleModerateComment = (success: (action: string) => string) =>
  useConsoleMutation(moderateComment, { success: ({ action }) => success(action), invalidates: MODERATION_STALE });
