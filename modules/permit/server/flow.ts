import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';

/** The flow of car permits (the site's administrators may change it in 流程设置): the definition's key. */
export const CAR_FLOW = 'permit_car';

/** The security office (the built-in 学校管理员 role, the holders of permit's `approve` beside site-admin) decides. */
export const DEFAULT_CAR_FLOW: TWorkflowDefinition = {
  name: '车辆通行证',
  steps: [{ key: 'security', name: '保卫处审批', kind: 'any', assignee: { kind: 'role', role: 'manager', scope: 'site' }, limitHours: 48, editable: [] }],
};

/** The flow of visits: one per site, whose first step goes to the host the visitor named (the request's `hostId`). */
export const VISIT_FLOW = 'permit_visitor';

export const DEFAULT_VISIT_FLOW: TWorkflowDefinition = {
  name: '访客预约',
  steps: [{ key: 'host', name: '受访人确认', kind: 'single', assignee: { kind: 'field', field: 'hostId' }, limitHours: 24, editable: [] }],
};
