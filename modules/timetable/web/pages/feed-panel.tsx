import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { useMyFeed, useResetFeed } from '../calls/feed';

/**
 * 订阅到日历: the person's secret feed address, made on first use; a calendar app (iPhone, Outlook,
 * Google) subscribes to it and keeps the term's classes up to date. 重置 makes a new one and the old
 * stops working, for a leaked link.
 */
export function FeedPanel() {
  const { t } = useTranslation('timetable');
  const [open, setOpen] = useState(false);
  const feed = useMyFeed(open);
  const reset = useResetFeed();
  const path = reset.data?.path ?? feed.data?.path ?? '';
  const address = path ? `${window.location.origin}${path}` : '';
  const handleMake = async () => {
    if (path && !(await confirm(t('feed.confirmReset')))) return;
    await reset.mutateAsync({});
    toast(path ? t('feed.resetDone') : t('feed.made'));
  };
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast(t('feed.copied'));
    } catch {
      toast(t('feed.copyFailed'));
    }
  };
  if (!open)
    return (
      <button type="button" className="tt-text-button" onClick={() => setOpen(true)}>
        {t('feed.open')}
      </button>
    );
  return (
    <section className="q-card tt-feed" aria-label={t('feed.title')}>
      <h2 className="tt-feed__title">{t('feed.title')}</h2>
      <p className="q-meta">{t('feed.intro')}</p>
      {feed.isPending ? (
        <p className="q-meta">{t('loading')}</p>
      ) : address ? (
        <>
          <input className="q-input tt-feed__address" readOnly value={address} aria-label={t('feed.address')} onFocus={(e) => e.target.select()} />
          <div className="tt-feed__actions">
            <a className="tt-button" href={address.replace(/^https?:/, 'webcal:')}>
              {t('feed.subscribe')}
            </a>
            <button type="button" className="tt-button tt-button--plain" onClick={() => void handleCopy()}>
              {t('feed.copy')}
            </button>
            <button type="button" className="tt-button tt-button--plain" disabled={reset.isPending} onClick={() => void handleMake()}>
              {t('feed.reset')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="tt-button" disabled={reset.isPending} onClick={() => void handleMake()}>
          {t('feed.make')}
        </button>
      )}
    </section>
  );
}
