import { useInfiniteQuery } from '@tanstack/react-query';
import { listComments } from '@quad/contracts/comments';
import { callPages } from '@quad/platform/shell/calls';

const PAGE = 20;

/** The comments of one subject, newest first, a page at a time; nothing asked without a subject. */
export const useThread = (kind: string, subject: string) =>
  useInfiniteQuery({ ...callPages(listComments, { kind, subject }, PAGE), enabled: subject !== '' });
