import type { TEngineManifest } from '@quad/contracts/manifest';

/** Approvals any area can build on: versioned flows of steps, tasks, actions, the flow log. */
export const workflowEngine: TEngineManifest = {
  id: 'workflow-engine',
  dependsOn: ['messages-engine'],
  summary: '审批流程：流程定义与版本、待办任务、审批动作、流转记录',
};
