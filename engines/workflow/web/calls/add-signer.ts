import { useCallMutation } from '@quad/platform/shell/calls';
import { addSigner } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 加签: one more approver before or after me on this step. */
export const useAddSigner = () => useCallMutation(addSigner, { json: true, loading: true, invalidates: FLOW_STALE });
