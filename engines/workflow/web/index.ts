/** The workflow engine on the phone: an instance's steps, log, values and the actions on it. */
export { FlowSteps } from './flow-steps';
export { FlowLog } from './flow-log';
export { InstanceSummary } from './instance-summary';
export { InstanceValues } from './instance-values';
export { TaskActions } from './task-actions';
export { CcSection } from './cc-section';
export { RequestTabs } from './request-tabs';
export { InstanceStatusTag, TaskStatusTag } from './status-tag';
export { registerValueLabels } from './value-labels';
export { useInstance } from './calls/get-instance';
export type { TActionKey } from './flow-choices';
