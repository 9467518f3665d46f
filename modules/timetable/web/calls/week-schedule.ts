import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { weekSchedule, type TScheduleRole } from '../../contract';

/** A week of my timetable (undefined: this week); the shown week stays while the next loads. */
export const useWeekSchedule = (as: TScheduleRole, week: number | undefined) => useQuery({ ...callQuery(weekSchedule, { as, week }), placeholderData: keepPreviousData });
