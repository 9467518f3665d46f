import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { lookUpPay } from '../../contract';
import { listDepartmentBudgets } from '../../contract-budget';

/** A POST, audited on the server: a lookup is an act, made when asked, never cached or refetched. */
export const useLookUpPay = () => useConsoleMutation(lookUpPay);
export const useDepartmentBudgets = (q: string, page: number, size: number) =>
  useQuery({ ...callQuery(listDepartmentBudgets, { q: q || undefined, page, size }), placeholderData: keepPreviousData });
