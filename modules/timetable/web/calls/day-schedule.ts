import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { daySchedule, type TScheduleRole } from '../../contract';

/** My classes on a day (undefined: today, in the site's time zone); `as` undefined: taken and taught alike. */
export const useDaySchedule = (as: TScheduleRole | undefined, date: string | undefined) => useQuery({ ...callQuery(daySchedule, { as, date }), placeholderData: keepPreviousData });
