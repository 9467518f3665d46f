import { listComments, listModeratedComments, postComment } from '@quad/contracts/comments';
import { useCallMutation } from '@quad/platform/shell/calls';

/** A comment or reply from the phone: the threads and the moderators' lists show it. */
export const usePostComment = () => useCallMutation(postComment, { invalidates: [listComments, listModeratedComments] });
