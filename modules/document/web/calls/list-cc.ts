import { useInfiniteQuery } from '@tanstack/react-query';
import { listCc } from '@quad/workflow-engine/contract';
import { callPages } from '@quad/platform/shell/calls';

/** The requests sent to me to read (抄送我的), newest first, a page at a time. */
export const useCcToMe = () => useInfiniteQuery(callPages(listCc, {}));
