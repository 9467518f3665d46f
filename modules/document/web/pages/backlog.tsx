import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { nowSeconds, timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { appName } from '../app-name';
import { useTodos } from '../calls/list-todos';
import { DocumentTabs } from './document-tabs';
import '@quad/platform/ui/list-detail.css';
import '../document.css';

/** `document/backlog`: every area's tasks waiting for me, newest first, each opening where it is done. */
export function BacklogPage() {
  const { t } = useTranslation('document');
  const todos = useTodos();
  return (
    <main className="q-page">
      <DocumentTabs active="backlog" />
      <PagedList pages={todos} emptyText={t('list.emptyBacklog')} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((todo) => (
              <li key={todo.id}>
                <Link to={todo.link} className="q-list-card doc-item">
                  <span className="doc-item__title">{todo.title}</span>
                  {todo.summary && <span className="q-summary">{todo.summary}</span>}
                  <span className="q-meta">
                    {appName(todo.app)} · {timeParts(todo.created).fullTime}
                  </span>
                  {todo.deadline > 0 && (
                    <span className={todo.deadline < nowSeconds() ? 'doc-deadline doc-deadline--over' : 'doc-deadline'}>
                      {todo.deadline < nowSeconds() ? t('list.overdue') : t('list.deadline', { time: timeParts(todo.deadline).fullTime })}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
