import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { myHistory } from '../../contract';

/** My returned loans, latest first, narrowed to a title search, a page at a time. */
export const useMyHistory = (q: string) => useInfiniteQuery(callPages(myHistory, { q: q || undefined }));
