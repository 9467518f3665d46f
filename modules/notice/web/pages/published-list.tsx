import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { usePublishedNotices } from '../calls/list-published';
import { useNoticeStats } from '../calls/notice-stats';
import { useWithdrawNotice } from '../calls/withdraw-notice';
import '@quad/platform/ui/list-detail.css';

/** Who has not read one notice yet. */
function Unread({ id }: { id: string }) {
  const { t } = useTranslation('notice');
  const stats = useNoticeStats(id);
  if (stats.isPending) return <LoadingView />;
  if (stats.isError) return <ErrorView error={stats.error} onRetry={() => void stats.refetch()} />;
  if (stats.data.unread.length === 0) return <p className="q-meta">{t('manage.allRead')}</p>;
  return (
    <ul className="q-list notice-unread">
      {stats.data.unread.map((u) => (
        <li key={u.uid}>
          {u.realname} <span className="q-meta">{u.number} {u.department}</span>
        </li>
      ))}
    </ul>
  );
}

/** The site's published notices with read counts (publishers only); more as the publisher scrolls. */
export function PublishedList() {
  const { t } = useTranslation('notice');
  const list = usePublishedNotices();
  const withdrawing = useWithdrawNotice();
  const [open, setOpen] = useState('');
  const withdraw = async (id: string) => {
    if (await confirm(t('manage.withdrawConfirm'))) withdrawing.mutate({ id });
  };
  return (
    <section className="q-card" aria-labelledby="q-list">
      <h2 id="q-list" className="q-card__title">
        {t('manage.title')}
      </h2>
      <PagedList pages={list} emptyText={t('manage.empty')}>
        {(items) => (
          <ul className="q-list">
            {items.map((n) => (
              <li key={n.id} className="notice-published__item">
                <span className="notice-item__title">{n.title}</span>
                <span className="q-meta">
                  {timeParts(n.created).fullTime} · <span className="notice-read-count">{t('manage.read', { read: n.read, audience: n.audience })}</span>
                </span>
                <span className="notice-actions">
                  <button type="button" className="q-text-button" onClick={() => setOpen(open === n.id ? '' : n.id)} aria-expanded={open === n.id}>
                    {t('manage.unread')}
                  </button>
                  <button type="button" className="q-text-button" onClick={() => void withdraw(n.id)}>
                    {t('manage.withdraw')}
                  </button>
                </span>
                {open === n.id && <Unread id={n.id} />}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
