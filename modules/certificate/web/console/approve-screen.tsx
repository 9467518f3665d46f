import { ApprovalDesk } from '@quad/workflow-engine/console';

/** 证明审批: my certificate tasks (to do and done), each opened beside its request and flow, decided here. */
export default function ApproveScreen() {
  return <ApprovalDesk app="certificate" />;
}
