import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { deleteTopic } from '../../contract';
import { topicReads } from './stale';

/** Deleting a topic with its posts, from the console. */
export const useDeleteTopic = (success: string) => useConsoleMutation(deleteTopic, { success, invalidates: topicReads });
