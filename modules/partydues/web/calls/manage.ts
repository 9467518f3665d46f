import type { FormInstance } from 'antd/es/form';
import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import {
  branchStats,
  deleteBranch,
  duesRules,
  importMembers,
  listBranches,
  listMembers,
  saveBranch,
  saveMember,
  saveRules,
} from '../../contract-manage';

// The office's calls, one small hook each; only the console loads them.
/** A member's branch, category or amount moves the branches' counts and the statistics too. */
const rollReads = [listMembers, listBranches, branchStats];

export const useBranches = () => useQuery(callQuery(listBranches, {}));
export const useSaveBranch = (success: string, form: FormInstance) =>
  useConsoleMutation(saveBranch, { invalidates: [listBranches, branchStats], success, form });
export const useDeleteBranch = (success: string) => useConsoleMutation(deleteBranch, { invalidates: [listBranches, branchStats], success });

export const useMembers = (input: TCallInput<typeof listMembers>) => useQuery(callQuery(listMembers, input));
export const useSaveMember = (success: string, form: FormInstance) =>
  useConsoleMutation(saveMember, { invalidates: rollReads, success, form });
export const useImportMembers = (form: FormInstance) => useConsoleMutation(importMembers, { invalidates: rollReads, form });

export const useRules = () => useQuery(callQuery(duesRules, {}));
export const useSaveRules = (success: string) => useConsoleMutation(saveRules, { invalidates: [duesRules, ...rollReads], success });

export const useBranchStats = (year: number) => useQuery(callQuery(branchStats, { year }));
