import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listMyForms } from '@quad/forms-engine/contract';

/** Forms I may fill (and whether I have), by a typed word. */
export const useMyForms = (keyword: string) => useQuery(callQuery(listMyForms, { keyword: keyword || undefined }));
