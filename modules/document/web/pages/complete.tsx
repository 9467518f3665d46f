import { useTranslation } from 'react-i18next';
import { TaskStatusTag } from '@quad/workflow-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { appName } from '../app-name';
import { useDoneTasks } from '../calls/list-done';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { DocumentList } from './document-list';

/** `document/complete`: the tasks I decided, each with what I did and when, opening its request. */
export function CompletePage() {
  const { t } = useTranslation('document');
  return (
    <DocumentList
      active="complete"
      pages={useDoneTasks()}
      emptyText={t('list.emptyComplete')}
      card={(task) => ({
        to: flowPath(task.instanceId),
        title: task.title,
        tag: <TaskStatusTag status={task.status} />,
        lines: (
          <>
            <span className="q-summary">
              {t('list.applicant', { name: task.applicant })} · {t('list.step', { step: task.step })}
            </span>
            <span className="q-meta">
              {appName(task.app)} · {t('list.decided', { time: timeParts(task.decided || task.created).fullTime })}
            </span>
          </>
        ),
      })}
    />
  );
}
