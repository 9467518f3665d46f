import { useCallMutation } from '@quad/platform/shell/calls';
import { returnTask } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 退回修改: back to the applicant, who changes the request and sends it again. */
export const useReturnTask = () => useCallMutation(returnTask, { json: true, loading: true, invalidates: FLOW_STALE });
