import { useTranslation } from 'react-i18next';
import type { TInstanceStatus, TTaskStatus } from '../contract';
import { WORKFLOW_NS } from './strings';
import './workflow.css';

/**
 * Where a request stands (审批中, 已通过…), as a coloured word: lists, the instance's heading, the
 * console. An area may say it its own way (leave: 已批准, 已销假) in the state's colour.
 */
export function InstanceStatusTag({ status, label }: { status: TInstanceStatus; label?: string }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return <span className={`wf-tag wf-tag--${status}`}>{label ?? t(`instanceStatus.${status}`)}</span>;
}

/** Where a task stands (待审批, 已同意…). */
export function TaskStatusTag({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return <span className={`wf-tag wf-tag--${status}`}>{t(`taskStatus.${status}`)}</span>;
}
