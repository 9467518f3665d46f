import { useInfiniteQuery } from '@tanstack/react-query';
import { listStarted } from '@quad/workflow-engine/contract';
import { callPages } from '@quad/platform/shell/calls';

/** The requests I started, with where each stands, a page at a time. */
export const useStartedInstances = () => useInfiniteQuery(callPages(listStarted, {}));
