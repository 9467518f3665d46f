import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@quad/platform/shell/request';
import { fillStatus, getFillView, getMyAnswer, listMyAnswers, listMyForms } from '@quad/forms-engine/contract';

/** The phone's calls for filling forms (the console's are in console/console-api.ts). */

export const useMyForms = (keyword: string) =>
  useQuery({ queryKey: ['forms', 'mine', keyword], queryFn: () => fetchData(listMyForms, { keyword: keyword || undefined }) });

/** Not cached across visits: the draft and my answer must be the server's latest when a fill starts. */
export const useFillView = (formNo: number) =>
  useQuery({ queryKey: ['forms', 'fill', formNo], queryFn: () => fetchData(getFillView, { formid: formNo }), enabled: formNo > 0, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false });

export const useMyAnswers = (formNo: number) =>
  useQuery({ queryKey: ['forms', 'answers', formNo], queryFn: () => fetchData(listMyAnswers, { formid: formNo }), enabled: formNo > 0 });

export const useMyAnswer = (id: string) => useQuery({ queryKey: ['forms', 'answer', id], queryFn: () => fetchData(getMyAnswer, { id }), enabled: id !== '' });

/** Fill status for people who hold forms/results: answered against the audience (of `day`, for daily forms). */
export const useFillStatus = (formNo: number, enabled: boolean) =>
  useQuery({ queryKey: ['forms', 'fill-status', formNo], queryFn: () => fetchData(fillStatus, { formid: formNo }), enabled: enabled && formNo > 0 });