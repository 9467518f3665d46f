import { useOpenedRecord } from '@quad/platform/shell/calls';
import { getVideo, listVideos } from '../../contract';

/** Opening a video counts a view: the lists' numbers are stale afterwards. */
export const useVideo = (id: string) => useOpenedRecord(getVideo, { id }, [listVideos]);
