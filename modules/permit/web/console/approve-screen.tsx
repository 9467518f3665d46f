import { ApprovalDesk } from '@quad/workflow-engine/console';

/**
 * 通行证审批: the security office's permit tasks (car permits, and visit steps added after the host),
 * decided here. A host decides their visitors from 待办 on any screen: the desk's records beside it are
 * the office's, so hosts hold no permit grant.
 */
export default function ApproveScreen() {
  return <ApprovalDesk app="permit" />;
}
