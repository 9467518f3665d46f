import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listPhoneBook } from '../../contract';

/** The phone book for a campus and a search; the last answer stays on screen while the next loads. */
export const usePhoneBook = (q: string, campus: string) =>
  useQuery({ ...callQuery(listPhoneBook, { q: q || undefined, campus: campus || undefined }), placeholderData: keepPreviousData });
