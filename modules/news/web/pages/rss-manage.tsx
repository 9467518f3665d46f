import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useAddFeed } from '../calls/add-feed';
import { useDeleteFeed } from '../calls/delete-feed';
import { useManagedFeeds } from '../calls/manage-feeds';
import { useRefreshFeeds } from '../calls/refresh-feeds';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** `rss/manage`: the feeds the site offers, each with its last fetch and error; add, delete, 刷新. */
export function RssManagePage() {
  const { t } = useTranslation('news');
  const feeds = useManagedFeeds();
  const addOne = useAddFeed();
  const fetchNew = useRefreshFeeds(true);
  const fetchAll = useRefreshFeeds();
  const removeOne = useDeleteFeed();
  const [form, setForm] = useState({ name: '', url: '' });
  const [error, setError] = useState('');
  if (feeds.isPending) return <LoadingView />;
  if (feeds.isError) return <ErrorView error={feeds.error} onRetry={() => void feeds.refetch()} />;
  const add = () =>
    addOne.mutate(form, {
      onSuccess: ({ id }) => {
        setError('');
        setForm({ name: '', url: '' });
        fetchNew.mutate({ id });
      },
      onError: (refusal) => setError(refusal.message),
    });
  const remove = async (id: string) => {
    if (await confirm(t('rss.deleteConfirm'))) removeOne.mutate({ id });
  };
  return (
    <main className="q-page">
      <form className="q-card news-form" onSubmit={(e) => (e.preventDefault(), add())}>
        <label className="news-field">
          {t('rss.name')}
          <input value={form.name} maxLength={40} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
        <label className="news-field">
          {t('rss.url')}
          <input value={form.url} type="url" placeholder="https://" onChange={(e) => setForm({ ...form, url: e.target.value })} />
        </label>
        <FormSubmit error={error} errorClassName="news-error">
          {t('rss.add')}
        </FormSubmit>
      </form>
      <section className="q-card">
        <Button size="small" onClick={() => fetchAll.mutate({})}>
          {t('rss.refresh')}
        </Button>
        {feeds.data.list.length === 0 ? (
          <EmptyView text={t('rss.noFeeds')} />
        ) : (
          <ul className="q-list">
            {feeds.data.list.map((f) => (
              <li key={f.id} className="q-row">
                <span className="news-row__main">
                  <span>{f.name}</span>
                  <span className="q-meta">{f.url}</span>
                  <span className="q-meta">
                    {f.lastFetched ? t('rss.fetched', { time: timeParts(f.lastFetched).fullTime }) : t('rss.never')} ·{' '}
                    {t('rss.counts', { items: f.items, subscribers: f.subscribers })}
                  </span>
                  {f.lastError && (
                    <span className="rss-error" role="alert">
                      {t('rss.failed', { time: timeParts(f.errorAt).fullTime, error: f.lastError })}
                    </span>
                  )}
                </span>
                <button type="button" className="q-text-button" onClick={() => void remove(f.id)}>
                  {t('rss.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
