import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm } from '@quad/platform/shell/dialogs';
import { queryClient } from '@quad/platform/shell/query-client';
import { request } from '@quad/platform/shell/request';
import { timeParts } from '@quad/platform/shell/time';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { addFeed, deleteFeed, refreshFeeds } from '../../contract';
import { useManagedFeeds } from '../api';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

const refreshed = () => queryClient.invalidateQueries({ queryKey: ['rss'] });

/** `rss/manage`: the feeds the site offers, each with its last fetch and error; add, delete, 刷新. */
export function RssManagePage() {
  const { t } = useTranslation('news');
  const feeds = useManagedFeeds();
  const [form, setForm] = useState({ name: '', url: '' });
  const [error, setError] = useState('');
  if (feeds.isPending) return <LoadingView />;
  if (feeds.isError) return <ErrorView error={feeds.error} onRetry={() => void feeds.refetch()} />;
  const add = async () => {
    const answer = await request(addFeed, form, { loading: true });
    if (answer.e !== 0) return setError(answer.m);
    setError('');
    setForm({ name: '', url: '' });
    await request(refreshFeeds, { id: answer.d.id }, { loading: true, quiet: true });
    await refreshed();
  };
  const refreshAll = async () => {
    if ((await request(refreshFeeds, {}, { loading: true })).e === 0) await refreshed();
  };
  const remove = async (id: string) => {
    if (!(await confirm(t('rss.deleteConfirm')))) return;
    if ((await request(deleteFeed, { id }, { loading: true })).e === 0) await refreshed();
  };
  return (
    <main className="q-page">
      <form className="q-card news-form" onSubmit={(e) => (e.preventDefault(), void add())}>
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
        <Button size="small" onClick={() => void refreshAll()}>
          {t('rss.refresh')}
        </Button>
        {feeds.data.list.length === 0 ? (
          <EmptyView text={t('rss.noFeeds')} />
        ) : (
          <ul className="q-list">
            {feeds.data.list.map((f) => (
              <li key={f.id} className="news-row">
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
