import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { setVideoStatus } from '../../contract';
import { videoReads } from './stale';

/** Publishing or taking down a video in the console; `success` names what was done. */
export const useSetVideoStatus = (success: (status: 'published' | 'hidden') => string) =>
  useConsoleMutation(setVideoStatus, { success: ({ status }) => success(status), invalidates: videoReads });
