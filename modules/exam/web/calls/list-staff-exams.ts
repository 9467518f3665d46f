import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listStaffExams } from '../../contract';

/** The sessions of the students in the viewer's scope, for a class and a course ('' = all); the last answer stays while the next loads. */
export const useStaffExams = (className: string, courseCode: string) =>
  useQuery({ ...callQuery(listStaffExams, { className: className || undefined, courseCode: courseCode || undefined }), placeholderData: keepPreviousData });
