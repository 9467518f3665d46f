import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { lockSalary, salaryMonth, salaryYear, unlockSalary } from '../../contract';

/** The reads carry the unlock (memory only); never retried, so a locked answer turns into the prompt at once. */
export const useSalaryYear = (token: string, year: number | undefined) => useQuery({ ...callQuery(salaryYear, { token, year }), retry: false });
export const useSalaryMonth = (token: string, month: string) => useQuery({ ...callQuery(salaryMonth, { token, month }), retry: false, enabled: month !== '' });
export const useUnlockSalary = () => useCallMutation(unlockSalary);
export const useLockSalary = () => useCallMutation(lockSalary);
