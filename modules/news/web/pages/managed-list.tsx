import { useTranslation } from 'react-i18next';
import { confirm } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useManagedArticles } from '../calls/manage-articles';
import { usePublishArticle } from '../calls/publish-article';
import { useSubmitArticle } from '../calls/submit-article';
import { useWithdrawArticle } from '../calls/withdraw-article';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/**
 * Articles with status and views (a publisher sees the site's, a writer their own): any one edits;
 * a publisher publishes drafts and withdraws published ones, a writer submits drafts for review.
 * More as one scrolls.
 */
export function ManagedList({ publisher, onEdit }: { publisher: boolean; onEdit: (id: string) => void }) {
  const { t } = useTranslation('news');
  const articles = useManagedArticles();
  const publish = usePublishArticle();
  const submit = useSubmitArticle();
  const withdraw = useWithdrawArticle();
  return (
    <section className="q-card">
      <h2 className="q-card__title">{t(publisher ? 'manage.title' : 'manage.mine')}</h2>
      <PagedList pages={articles} emptyText={t('manage.empty')}>
        {(items) => (
          <ul className="q-list">
            {items.map((a) => (
              <li key={a.id} className="q-row">
                <span className="news-row__main">
                  <span>{a.title}</span>
                  <span className="q-meta">
                    <span className="news-status">{t(`status.${a.status}`)}</span>
                    {a.publishAt > 0 && ` · ${timeParts(a.publishAt).fullTime}`} · {t('detail.views', { count: a.views })}
                  </span>
                </span>
                <button type="button" className="q-text-button" onClick={() => onEdit(a.id)}>
                  {t('manage.edit')}
                </button>
                {a.status === 'draft' && (
                  <button
                    type="button"
                    className="q-text-button"
                    onClick={() =>
                      publisher ? publish.mutate({ id: a.id, publishAt: 0 }) : submit.mutate({ id: a.id })
                    }
                  >
                    {t(publisher ? 'manage.publish' : 'manage.submit')}
                  </button>
                )}
                {publisher && (a.status === 'published' || a.status === 'scheduled') && (
                  <button
                    type="button"
                    className="q-text-button"
                    onClick={() =>
                      void confirm(t('manage.withdrawConfirm')).then((ok) =>
                        ok ? withdraw.mutate({ id: a.id }) : undefined,
                      )
                    }
                  >
                    {t('manage.withdraw')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
