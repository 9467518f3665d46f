import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listUsers } from '../../contract';

export type TUserFilter = TCallInput<typeof listUsers>;
// Paged: the previous page stays on screen while the next one loads, so the table doesn't jump.
export const useUsers = (filter: TUserFilter) => useQuery({ ...callQuery(listUsers, filter), placeholderData: keepPreviousData });
