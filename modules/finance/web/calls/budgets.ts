import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery } from '@quad/platform/shell/calls';
import { budgetDetail, budgetExpenses, myBudgets } from '../../contract-budget';

export const useMyBudgets = () => useQuery(callQuery(myBudgets, {}));
export const useBudget = (code: string) => useQuery(callQuery(budgetDetail, { code }));
export const useExpenses = (code: string, q: string) => useInfiniteQuery(callPages(budgetExpenses, { code, q: q || undefined }));
