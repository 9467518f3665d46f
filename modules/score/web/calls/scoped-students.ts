import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listScopedStudents, scopedStudentScores } from '../../contract';

/** The students of the viewer's scope, by class and search; the last answer stays while the next loads. */
export const useScopedStudents = (q: string, className: string) =>
  useQuery({ ...callQuery(listScopedStudents, { q: q || undefined, className: className || undefined }), placeholderData: keepPreviousData });

/** One student's report, once one is chosen. */
export const useScopedStudentScores = (student: string) => useQuery({ ...callQuery(scopedStudentScores, { student }), enabled: student !== '' });
