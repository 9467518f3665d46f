import { ApprovalDesk } from '@quad/workflow-engine/console';

/** 科研审批: my research tasks (declarations and papers, to do and done), each opened beside its values and flow, decided here. */
export default function ApproveScreen() {
  return <ApprovalDesk app="research" />;
}
