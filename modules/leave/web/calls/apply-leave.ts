import { useCallMutation } from '@quad/platform/shell/calls';
import { applyLeave } from '../../contract';
import { leaveReads } from './stale';

/** A request for leave, sent into its flow. */
export const useApplyLeave = () => useCallMutation(applyLeave, { loading: true, invalidates: leaveReads });
