import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listHistory } from '../../contract';

/** The timeline for a search, a category and an era; the last answer stays on screen while the next loads. */
export const useHistory = (q: string, category: string, era: string) =>
  useQuery({ ...callQuery(listHistory, { q: q || undefined, category: category || undefined, era: era || undefined }), placeholderData: keepPreviousData });
