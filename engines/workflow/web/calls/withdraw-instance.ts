import { useCallMutation } from '@quad/platform/shell/calls';
import { withdrawInstance } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 撤回 by the applicant while nobody has decided yet. */
export const useWithdrawInstance = () => useCallMutation(withdrawInstance, { json: true, loading: true, invalidates: FLOW_STALE });
