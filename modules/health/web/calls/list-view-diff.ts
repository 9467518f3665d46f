import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callPages } from '@quad/platform/shell/calls';
import { listViewDiff } from '../../contract-views';
import { LIVE, PAGE } from '../views/live';

/** Who answered differently from their previous report, a page at a time. */
export const useViewDiff = (input: Omit<TCallInput<typeof listViewDiff>, 'page' | 'size'>) =>
  useInfiniteQuery({ ...callPages(listViewDiff, input, PAGE), ...LIVE });
