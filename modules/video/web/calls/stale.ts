import { getVideo, listVideos, manageVideos } from '../../contract';

/** What a change of a video makes out of date: the readers' lists, the video, the console's list. */
export const videoReads = [listVideos, getVideo, manageVideos];
