import { useCallMutation } from '@quad/platform/shell/calls';
import { transferTask } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 转办: the task becomes the chosen person's. */
export const useTransferTask = () => useCallMutation(transferTask, { json: true, loading: true, invalidates: FLOW_STALE });
