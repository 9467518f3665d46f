import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import type { TInstanceDetail } from '../contract';
import { InstanceStatusTag } from './status-tag';
import { WORKFLOW_NS } from './strings';
import './workflow.css';

/** Under an instance's title: where it stands, who asked (number, department) and when. */
export function InstanceSummary({ instance }: { instance: Pick<TInstanceDetail, 'status' | 'applicant' | 'created'> }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { applicant } = instance;
  return (
    <p className="wf-summary">
      <InstanceStatusTag status={instance.status} />
      <span>{t('people.person', applicant)}</span>
      <time className="q-meta">{timeParts(instance.created).fullTime}</time>
    </p>
  );
}
