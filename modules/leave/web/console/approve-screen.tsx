import { ApprovalDesk } from '@quad/workflow-engine/console';
import { LeaveValues } from './leave-values';

/** 请假审批: my leave tasks (to do and done), each opened beside its request and flow, decided here. */
export default function ApproveScreen() {
  return <ApprovalDesk app="leave" renderValues={(instance) => <LeaveValues values={instance.values} />} />;
}
