import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';
import { LEADER_AFTER_DAYS } from '../rules';

/** The workflow every site starts with (its administrators may change it in the console): the definition's key. */
export const LEAVE_FLOW = 'leave';

/** The applicant's instructor decides; past LEADER_AFTER_DAYS days, a leader of their department as well. */
export const DEFAULT_LEAVE_FLOW: TWorkflowDefinition = {
  name: '学生请假',
  steps: [
    { key: 'instructor', name: '辅导员审批', kind: 'any', assignee: { kind: 'role', role: 'instructor', scope: 'applicant' }, limitHours: 24, editable: [] },
    {
      key: 'leader',
      name: '院系审批',
      kind: 'any',
      assignee: { kind: 'role', role: 'leader', scope: 'applicant' },
      when: { field: 'days', op: 'gt', value: LEADER_AFTER_DAYS },
      limitHours: 24,
      editable: [],
    },
  ],
};
