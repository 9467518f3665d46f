import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listMyAssets, type TAssetStatus } from '../../contract';

/** My assets in a category and a status, a page at a time. */
export const useMyAssets = (category: string, status: TAssetStatus | undefined) =>
  useInfiniteQuery(callPages(listMyAssets, { category: category || undefined, status }));
