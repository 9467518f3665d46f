import { useCallMutation } from '@quad/platform/shell/calls';
import { approveTask } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 同意: JSON, since the edited values are a record a form body cannot carry. */
export const useApproveTask = () => useCallMutation(approveTask, { json: true, loading: true, invalidates: FLOW_STALE });
