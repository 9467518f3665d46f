import { useQuery } from '@tanstack/react-query';
import { listModeratedComments, type TCommentStatus } from '@quad/contracts/comments';
import { callQuery } from '@quad/platform/shell/calls';

/** The console's page of one kind's comments, by state and keyword. */
export const useModeratedComments = (kind: string, filter: { status?: TCommentStatus; keyword: string; page: number; size: number }) =>
  useQuery(callQuery(listModeratedComments, { kind, ...filter, keyword: filter.keyword || undefined }));
