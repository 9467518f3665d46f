import { useInfiniteQuery } from '@tanstack/react-query';
import { listDone } from '@quad/workflow-engine/contract';
import { callPages } from '@quad/platform/shell/calls';

/** The tasks I decided, newest first, a page at a time. */
export const useDoneTasks = () => useInfiniteQuery(callPages(listDone, {}));
