// The console side of the workflow engine (antd): an area's approval desk and the pieces it is made of.
export { ApprovalDesk } from './approval-desk';
export { InstanceDrawer } from './instance-drawer';
export { ConsoleTaskActions } from './console-actions';
