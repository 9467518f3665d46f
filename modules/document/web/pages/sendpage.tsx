import { useTranslation } from 'react-i18next';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { appName } from '../app-name';
import { useStartedInstances } from '../calls/list-started';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { DocumentList } from './document-list';

/** `document/sendpage`: the requests I started, with where each stands and the step it waits at. */
export function SendPage() {
  const { t } = useTranslation('document');
  return (
    <DocumentList
      active="sendpage"
      pages={useStartedInstances()}
      emptyText={t('list.emptyStarted')}
      card={(instance) => ({
        to: flowPath(instance.id),
        title: instance.title,
        tag: <InstanceStatusTag status={instance.status} />,
        lines: (
          <>
            {instance.step && <span className="q-summary">{t('list.currentStep', { step: instance.step })}</span>}
            <span className="q-meta">
              {appName(instance.app)} · {timeParts(instance.updated).fullTime}
            </span>
          </>
        ),
      })}
    />
  );
}
