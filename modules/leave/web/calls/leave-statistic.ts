import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { leaveStatistic } from '../../contract';

/** 请假统计 of a day ('' for today) in the approver's scope. */
export const useLeaveStatistic = (day: string) => useQuery(callQuery(leaveStatistic, { day: day || undefined }));
