import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery } from '@quad/platform/shell/calls';
import { listMyForms, type TFormGroup } from '@quad/forms-engine/contract';

/**
 * Forms I may fill (and whether I have), section by section, a page at a time; by a category and a
 * typed word. The last answer stays while another category or word loads, so the chips stay put.
 */
export const useMyForms = (filter: { keyword: string; category: string }) =>
  useInfiniteQuery({
    ...callPages(listMyForms, { keyword: filter.keyword || undefined, category: filter.category || undefined }),
    placeholderData: keepPreviousData,
  });

/** The newest `size` forms of one section and how many it holds (the home widgets). */
export const useMyFormsOf = (group: TFormGroup, size: number) => useQuery(callQuery(listMyForms, { group, page: 1, size }));
