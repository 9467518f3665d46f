import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { myLoans, renewLoan } from '../../contract';

/** My loans with the summary and whether renewal is offered. */
export const useMyLoans = () => useQuery(callQuery(myLoans, {}));

/** 续借: the loans are read again afterwards (the new due date shows at once); a refusal pops up in the server's words. */
export const useRenewLoan = () => useCallMutation(renewLoan, { loading: true, invalidates: [myLoans] });
