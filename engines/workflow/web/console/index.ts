// The console side of the workflow engine (antd): an area's approval desk, the designer of a flow, and the pieces they are made of.
export { ApprovalDesk } from './approval-desk';
export { InstanceDrawer } from './instance-drawer';
export { ConsoleTaskActions } from './console-actions';
export { DefinitionEditor, type TSaveAnswer } from './definition-editor';
export { DefinitionVersions } from './definition-versions';
export type { TRoleChoice } from './assignee-field';
