import { useCallMutation } from '@quad/platform/shell/calls';
import { withdrawInstance } from '@quad/workflow-engine/contract';
import { researchReads } from './stale';

/** 撤回 a declaration or a registration: the engine's own action (it refuses once an approver acted). */
export const useWithdraw = () => useCallMutation(withdrawInstance, { loading: true, invalidates: researchReads });
