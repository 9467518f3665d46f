import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listMyExams } from '../../contract';

/** Where an exam stands moves with the clock (今天 → 进行中 → 已结束): asked again each minute while shown. */
const REFRESH_MS = 60_000;

/** The signed-in student's exams, shared by the list, the week view, the detail and the home widget. */
export const useMyExams = () => useQuery({ ...callQuery(listMyExams, {}), refetchInterval: REFRESH_MS });
