import { useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { deleteCompleted, importCompleted, listCompleted } from '../../contract-completed';
import {
  courseAudienceOptions,
  deleteOffering,
  deleteTerm,
  listOfferings,
  listTerms,
  managedTerm,
  offeringDraw,
  saveOffering,
  saveTerm,
} from '../../contract-manage';
import { courseReads } from './stale';

// The console's calls: one small hook each, kept together since only the console loads them.
export const useManagedTerms = (input: TCallInput<typeof listTerms>) => useQuery(callQuery(listTerms, input));
export const useManagedTerm = (id: string) => useQuery({ ...callQuery(managedTerm, { id }), enabled: id !== '' });
export const useCourseAudienceOptions = (enabled: boolean) => useQuery({ ...callQuery(courseAudienceOptions, {}), enabled });
export const useSaveTerm = (success: string) => useConsoleMutation(saveTerm, { invalidates: courseReads, success });
export const useDeleteTerm = (success: string) => useConsoleMutation(deleteTerm, { invalidates: courseReads, success });

/** Places are live: the offerings are read again every 15 seconds while the list is open. */
export const useManagedOfferings = (input: TCallInput<typeof listOfferings>) =>
  useQuery({ ...callQuery(listOfferings, input), enabled: input.termId !== '', refetchInterval: 15_000 });
export const useSaveOffering = (success: string) => useConsoleMutation(saveOffering, { invalidates: courseReads, success });
export const useDeleteOffering = (success: string) => useConsoleMutation(deleteOffering, { invalidates: courseReads, success });
export const useOfferingDraw = (id: string) => useQuery({ ...callQuery(offeringDraw, { id }), enabled: id !== '' });

export const useCompletedCourses = (input: TCallInput<typeof listCompleted>) => useQuery(callQuery(listCompleted, input));
export const useImportCompleted = () => useConsoleMutation(importCompleted, { invalidates: [listCompleted] });
export const useDeleteCompleted = (success: string) => useConsoleMutation(deleteCompleted, { invalidates: [listCompleted], success });
