import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { listMyQuizzes, quizDetail } from '../../contract';
import { deleteQuiz, listManagedQuizzes, listQuizAttempts, managedQuizDetail, quizAudienceOptions, saveQuiz } from '../../contract-manage';

// The console's calls: one small hook each, kept together since only the console loads them.
const quizReads = [listManagedQuizzes, managedQuizDetail, listQuizAttempts, listMyQuizzes, quizDetail];

export const useManagedQuizzes = (input: TCallInput<typeof listManagedQuizzes>) => useQuery(callQuery(listManagedQuizzes, input));
export const useManagedQuiz = (id: string) => useQuery({ ...callQuery(managedQuizDetail, { id }), enabled: id !== '' });
export const useQuizAttempts = (input: TCallInput<typeof listQuizAttempts>, enabled: boolean) =>
  useQuery({ ...callQuery(listQuizAttempts, input), enabled });
export const useQuizAudienceOptions = (enabled: boolean) => useQuery({ ...callQuery(quizAudienceOptions, {}), enabled });
export const useSaveQuiz = (success: string) => useConsoleMutation(saveQuiz, { invalidates: quizReads, success });
export const useDeleteQuiz = (success: string) => useConsoleMutation(deleteQuiz, { invalidates: quizReads, success });
