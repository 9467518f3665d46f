import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { daySchedule, weekSchedule } from '../../contract';
import { getTermCalendar, saveTermCalendar } from '../../contract-manage';

export const useTermCalendar = () => useQuery(callQuery(getTermCalendar, {}));

/** Saves the calendar; the timetables computed from it go stale. */
export const useSaveTermCalendar = (success: string) => useConsoleMutation(saveTermCalendar, { success, invalidates: [getTermCalendar, weekSchedule, daySchedule] });
