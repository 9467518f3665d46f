import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { branchYear, myBranches, myDues, myPaidMonths, payDues } from '../../contract';

// The phone's calls, one small hook each.
export const useMyDues = () => useQuery(callQuery(myDues, {}));
export const useMyPaidMonths = () => useQuery(callQuery(myPaidMonths, {}));
export const useMyBranches = () => useQuery(callQuery(myBranches, {}));
export const useBranchYear = (branch: string, year: number) =>
  useQuery({ ...callQuery(branchYear, { branch, year }), enabled: branch !== '' });
/** Paying changes what I owe, my wallet and my record. */
export const usePayDues = () => useCallMutation(payDues, { loading: true, invalidates: [myDues, myPaidMonths] });
