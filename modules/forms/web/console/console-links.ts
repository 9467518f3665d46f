import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TCallInput } from '@quad/contracts/call';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { appPath } from '@quad/platform/shell/site';
import { answerStats, audienceOptions, EXPORT_PATH, getForm, getResultAnswer, listAnswers, listForms, listPending, listTemplates } from '@quad/forms-engine/contract';

/** What the console's reads are cached under; a change refreshes what it touches. */
type TRead = 'list' | 'form' | 'answers' | 'stats' | 'pending';

export const refresh = (...reads: TRead[]) =>
  Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: ['formsConsole', read] })));

// Paged lists keep the previous page on screen while the next one loads, so the table doesn't jump.
const paged = { placeholderData: keepPreviousData };

export type TFormFilter = TCallInput<typeof listForms>;
export const useForms = (filter: TFormFilter) =>
  useQuery({ queryKey: ['formsConsole', 'list', filter], queryFn: () => fetchData(listForms, filter), ...paged });

/** Departments, classes and roles for the audience pickers: they change rarely, so one read per visit. */
export const useAudienceOptions = () =>
  useQuery({ queryKey: ['formsConsole', 'audience'], queryFn: () => fetchData(audienceOptions, {}), staleTime: 5 * 60_000 });

export const useTemplates = (enabled: boolean) =>
  useQuery({ queryKey: ['formsConsole', 'templates'], queryFn: () => fetchData(listTemplates, {}), enabled, staleTime: Infinity });

// The designer edits its own copy: a refetch on focus must not replace it under the designer's hands.
export const useFormDesign = (id: string) =>
  useQuery({
    queryKey: ['formsConsole', 'form', id],
    queryFn: () => fetchData(getForm, { id }),
    enabled: !!id,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useAnswers = (filter: TCallInput<typeof listAnswers>) =>
  useQuery({ queryKey: ['formsConsole', 'answers', filter], queryFn: () => fetchData(listAnswers, filter), enabled: !!filter.id, ...paged });

export const useStats = (id: string, day?: string) =>
  useQuery({ queryKey: ['formsConsole', 'stats', id, day], queryFn: () => fetchData(answerStats, { id, day }), enabled: !!id });

export const usePending = (id: string, page: number, size: number) =>
  useQuery({ queryKey: ['formsConsole', 'pending', id, page, size], queryFn: () => fetchData(listPending, { id, page, size }), enabled: !!id, ...paged });

export const useResultAnswer = (id: string) =>
  useQuery({ queryKey: ['formsConsole', 'answer', id], queryFn: () => fetchData(getResultAnswer, { id }), enabled: !!id });

/** The Excel file of a form's answers: a plain link, the browser downloads it with the session cookie. */
export const exportUrl = (id: string): string => `${EXPORT_PATH}?id=${encodeURIComponent(id)}`;

/** The phone page that fills a form, on this site (what 复制链接 copies). */
export const fillUrl = (no: number): string => new URL(appPath(`form/formtemplat?formid=${no}`), location.origin).href;

/** The `?id=` of a console page. */
export const useIdParam = (): string => useSearchParams()[0].get('id') ?? '';
