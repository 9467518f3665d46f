import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { deleteVideo } from '../../contract';
import { videoReads } from './stale';

/** Deleting a video with its comments, from the console. */
export const useDeleteVideo = (success: string) => useConsoleMutation(deleteVideo, { success, invalidates: videoReads });
