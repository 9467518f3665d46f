import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listForms } from '@quad/forms-engine/contract';

export type TFormFilter = TCallInput<typeof listForms>;
// Paged: the previous page stays on screen while the next one loads, so the table doesn't jump.
export const useForms = (filter: TFormFilter) => useQuery({ ...callQuery(listForms, filter), placeholderData: keepPreviousData });
