import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { setTopicStatus, type TTopicStatus } from '../../contract';
import { topicReads } from './stale';

/** Opening, closing or hiding a topic in the console; `success` names what was done. */
export const useSetTopicStatus = (success: (status: TTopicStatus) => string) =>
  useConsoleMutation(setTopicStatus, { success: ({ status }) => success(status), invalidates: topicReads });
