import { useTranslation } from 'react-i18next';
import { TaskStatusTag } from '@quad/workflow-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { appName } from '../app-name';
import { useDoneTasks } from '../calls/list-done';
import { flowPath } from '../flow-path';
import { DocumentTabs } from './document-tabs';
import '@quad/platform/ui/list-detail.css';
import '../document.css';

/** `document/complete`: the tasks I decided, each with what I did and when, opening its request. */
export function CompletePage() {
  const { t } = useTranslation('document');
  const tasks = useDoneTasks();
  return (
    <main className="q-page">
      <DocumentTabs active="complete" />
      <PagedList pages={tasks} emptyText={t('list.emptyComplete')} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((task) => (
              <li key={task.id}>
                <Link to={flowPath(task.instanceId)} className="q-list-card doc-item">
                  <span className="doc-item__head">
                    <span className="doc-item__title">{task.title}</span>
                    <TaskStatusTag status={task.status} />
                  </span>
                  <span className="q-summary">
                    {t('list.applicant', { name: task.applicant })} · {t('list.step', { step: task.step })}
                  </span>
                  <span className="q-meta">
                    {appName(task.app)} · {t('list.decided', { time: timeParts(task.decided || task.created).fullTime })}
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
