import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { manageVideos, type TVideoStatus } from '../../contract';

/** The console's page of videos (drafts and hidden ones too), by state and keyword. */
export const useManagedVideos = (filter: { status?: TVideoStatus; keyword: string; page: number; size: number }) =>
  useQuery(callQuery(manageVideos, { ...filter, keyword: filter.keyword || undefined }));
