import { useTranslation } from 'react-i18next';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { appName } from '../app-name';
import { useStartedInstances } from '../calls/list-started';
import { flowPath } from '../flow-path';
import { DocumentTabs } from './document-tabs';
import '@quad/platform/ui/list-detail.css';
import '../document.css';

/** `document/sendpage`: the requests I started, with where each stands and the step it waits at. */
export function SendPage() {
  const { t } = useTranslation('document');
  const instances = useStartedInstances();
  return (
    <main className="q-page">
      <DocumentTabs active="sendpage" />
      <PagedList pages={instances} emptyText={t('list.emptyStarted')} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((instance) => (
              <li key={instance.id}>
                <Link to={flowPath(instance.id)} className="q-list-card doc-item">
                  <span className="doc-item__head">
                    <span className="doc-item__title">{instance.title}</span>
                    <InstanceStatusTag status={instance.status} />
                  </span>
                  {instance.step && <span className="q-summary">{t('list.currentStep', { step: instance.step })}</span>}
                  <span className="q-meta">
                    {appName(instance.app)} · {timeParts(instance.updated).fullTime}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
