import { ApprovalDesk } from '@quad/workflow-engine/console';

/** 通行证审批: my permit tasks (car permits for the security office; visits for their hosts), decided here. */
export default function ApproveScreen() {
  return <ApprovalDesk app="permit" />;
}
