import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useInbox } from '../calls/list-messages';
import { useMarkAllRead } from '../calls/mark-all-read';
import '@quad/platform/ui/list-detail.css';
import '../message.css';

/** `message/index`: the personal inbox, newest first (or unread first), pull to refresh; more as one scrolls. */
export function InboxPage() {
  const { t } = useTranslation('message');
  const [unreadFirst, setUnreadFirst] = useState(false);
  const inbox = useInbox(unreadFirst);
  const readAll = useMarkAllRead();
  return (
    <main className="q-page">
      <div className="msg-toolbar">
        <span>{t('inbox.unread', { count: inbox.data?.pages[0]?.unread ?? 0 })}</span>
        <label>
          <input type="checkbox" checked={unreadFirst} onChange={(e) => setUnreadFirst(e.target.checked)} /> {t('inbox.unreadFirst')}
        </label>
        <button type="button" className="msg-link" onClick={() => readAll.mutate({})} disabled={!inbox.data?.pages[0]?.unread}>
          {t('inbox.readAll')}
        </button>
        <Link className="msg-link" to="/newsInterruption/index">
          {t('inbox.settings')}
        </Link>
      </div>
      <PagedList pages={inbox} emptyText={t('inbox.empty')} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/message/message?id=${encodeURIComponent(m.id)}`}
                  className={m.read ? 'q-list-card msg-item' : 'q-list-card msg-item msg-item--unread'}
                >
                  <span className="msg-item__title">{m.title}</span>
                  <span className="q-summary">{m.body}</span>
                  <time className="q-meta">{timeParts(m.created).fullTime}</time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
