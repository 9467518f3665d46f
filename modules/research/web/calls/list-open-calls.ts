import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listOpenCalls } from '../../contract';

/** The calls I may declare under now, soonest deadline first. */
export const useOpenCalls = () => useInfiniteQuery(callPages(listOpenCalls, {}));
