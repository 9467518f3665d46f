import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listPublished } from '../../contract';

/** The site's newest published notices with read counts (publishers only). */
export const usePublishedNotices = () => useQuery(callQuery(listPublished, { page: 1, size: 50 }));
