import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { attemptRecord, listMyAttempts, listMyQuizzes, quizDetail, quizRanking, startAttempt, submitAttempt } from '../../contract';
import { listManagedQuizzes, listQuizAttempts } from '../../contract-manage';

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useMyQuizzes = () => useInfiniteQuery(callPages(listMyQuizzes, {}));
export const useQuizDetail = (id: string) => useQuery({ ...callQuery(quizDetail, { id }), enabled: id !== '' });
export const useMyAttempts = (quizId?: string) => useInfiniteQuery(callPages(listMyAttempts, quizId ? { quizId } : {}));
export const useAttemptRecord = (id: string) => useQuery({ ...callQuery(attemptRecord, { id }), enabled: id !== '' });
export const useQuizRanking = (id: string) => useQuery({ ...callQuery(quizRanking, { id }), enabled: id !== '' });
/** Starting draws a paper: the quiz's attempts and 继续答题 change with it. */
export const useStartAttempt = () =>
  useCallMutation(startAttempt, { loading: true, invalidates: [quizDetail, listMyQuizzes, listMyAttempts] });
/** Handing in: my best score, my attempts, the ranking and the console's results change with it. */
export const useSubmitAttempt = () =>
  useCallMutation(submitAttempt, {
    loading: true,
    invalidates: [quizDetail, listMyQuizzes, listMyAttempts, quizRanking, attemptRecord, listManagedQuizzes, listQuizAttempts],
  });
