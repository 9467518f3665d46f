import { useTranslation } from 'react-i18next';
import { nowSeconds, timeParts } from '@quad/platform/shell/time';
import { appName } from '../app-name';
import { useTodos } from '../calls/list-todos';
import { DocumentList } from './document-list';

/** `document/backlog`: every area's tasks waiting for me, newest first, each opening where it is done. */
export function BacklogPage() {
  const { t } = useTranslation('document');
  return (
    <DocumentList
      active="backlog"
      pages={useTodos()}
      emptyText={t('list.emptyBacklog')}
      card={(todo) => ({
        to: todo.link,
        title: todo.title,
        lines: (
          <>
            {todo.summary && <span className="q-summary">{todo.summary}</span>}
            <span className="q-meta">
              {appName(todo.app)} · {timeParts(todo.created).fullTime}
            </span>
            {todo.deadline > 0 && (
              <span className={todo.deadline < nowSeconds() ? 'doc-deadline doc-deadline--over' : 'doc-deadline'}>
                {todo.deadline < nowSeconds() ? t('list.overdue') : t('list.deadline', { time: timeParts(todo.deadline).fullTime })}
              </span>
            )}
          </>
        ),
      })}
    />
  );
}
