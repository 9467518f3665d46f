import { deleteComment, listComments, listModeratedComments } from '@quad/contracts/comments';
import { useCallMutation } from '@quad/platform/shell/calls';

/** The author deletes their own comment from the phone. */
export const useDeleteComment = () => useCallMutation(deleteComment, { invalidates: [listComments, listModeratedComments] });
