import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { confirmRecord, getMyRecord, requestCorrection, withdrawRequest } from '../../contract';

/** My record, its items, my requests and the campaign. */
export const useMyRecord = () => useQuery(callQuery(getMyRecord, {}));

/** 申请更正: the record reloads with the pending request on its item. */
export const useRequestCorrection = () => useCallMutation(requestCorrection, { invalidates: [getMyRecord], loading: true });

/** 确认无误. */
export const useConfirmRecord = () => useCallMutation(confirmRecord, { invalidates: [getMyRecord], loading: true });

/** 撤回 a pending request. */
export const useWithdrawRequest = () => useCallMutation(withdrawRequest, { invalidates: [getMyRecord], loading: true });
