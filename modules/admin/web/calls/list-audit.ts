import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listAudit } from '../../contract';

export type TAuditFilter = TCallInput<typeof listAudit>;
// Paged: the previous page stays on screen while the next one loads, so the table doesn't jump.
export const useAudit = (filter: TAuditFilter) => useQuery({ ...callQuery(listAudit, filter), placeholderData: keepPreviousData });
