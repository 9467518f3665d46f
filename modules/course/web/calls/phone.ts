import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery, invalidateCalls, useCallMutation } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { courseOffering, dropCourse, listCourseOfferings, listCourseTerms, myCourses, selectCourse } from '../../contract';
import { courseReads } from './stale';

/** How often an offering's remaining places are read again while selection is on. */
export const LIVE_MS = 5000;

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useCourseTerms = () => useQuery(callQuery(listCourseTerms, {}));

export const useTermOfferings = (input: TCallInput<typeof listCourseOfferings>) =>
  useQuery({ ...callQuery(listCourseOfferings, input), enabled: input.termId !== '' });

/** One offering; while places move, read again every few seconds. */
export const useCourseOffering = (id: string) =>
  useQuery({
    ...callQuery(courseOffering, { id }),
    enabled: id !== '',
    refetchInterval: (q) => (q.state.data && ['open', 'sold-out'].includes(q.state.data.status.phase) ? LIVE_MS : false),
  });

export const useMyCourses = (termId: string) => useQuery({ ...callQuery(myCourses, { termId }), enabled: termId !== '' });

export const useDropCourse = () => useCallMutation(dropCourse, { loading: true, invalidates: courseReads });

/**
 * 预选 or 选课: the whole answer, since a refusal's message (credits, a time conflict, a prerequisite)
 * is what the page shows beside the button; the lists and my timetable are read again either way.
 */
export async function selectOffering(input: TCallInput<typeof selectCourse>) {
  const answer = await request(selectCourse, input, { loading: true });
  void invalidateCalls(...courseReads);
  return answer;
}
