import { ApprovalDesk } from '@quad/workflow-engine/console';

/** 请假审批: my leave tasks (to do and done), each opened beside its request (in leave's words) and flow, decided here. */
export default function ApproveScreen() {
  return <ApprovalDesk app="leave" />;
}
