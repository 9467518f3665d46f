import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getRouteDetail } from '../../contract';
import { EVERY_MINUTE } from './refresh';

/** One route's stops, timetables and today's next run. */
export const useRouteDetail = (route: string) => useQuery({ ...callQuery(getRouteDetail, { route }), enabled: route !== '', refetchInterval: EVERY_MINUTE });
