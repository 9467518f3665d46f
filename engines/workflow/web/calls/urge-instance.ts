import { useCallMutation } from '@quad/platform/shell/calls';
import { urgeInstance } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 催办: reminds the current approvers; the log shows it. */
export const useUrgeInstance = () => useCallMutation(urgeInstance, { json: true, loading: true, invalidates: FLOW_STALE });
