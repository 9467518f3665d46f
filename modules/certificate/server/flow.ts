import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';

/** Each type runs its own flow (its office decides), editable in 流程设置: the definition's key. */
export const flowKey = (typeId: string) => `certificate.${typeId}`;

/** A type's first flow: the holders of its approver role, anywhere on the site, one of them deciding. */
export const defaultFlow = (typeName: string, approverRole: string): TWorkflowDefinition => ({
  name: `${typeName}开具`,
  steps: [{ key: 'office', name: '开具部门审批', kind: 'any', assignee: { kind: 'role', role: approverRole, scope: 'site' }, limitHours: 48, editable: [] }],
});
