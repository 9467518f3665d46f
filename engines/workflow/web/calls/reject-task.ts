import { useCallMutation } from '@quad/platform/shell/calls';
import { rejectTask } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 驳回, to the applicant or to a step already passed. */
export const useRejectTask = () => useCallMutation(rejectTask, { json: true, loading: true, invalidates: FLOW_STALE });
