import { useTranslation } from 'react-i18next';
import { PagedList } from '@quad/platform/ui/paged-list';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { useMyPapers } from '../calls/list-my-papers';
import { ItemActions } from './item-actions';
import '../research.css';

/** `personalpaper/index` 我的论文: each registration with its journal, index, state, flow and 撤回. */
export function MyPapersPage() {
  const { t } = useTranslation('research');
  const papers = useMyPapers();
  return (
    <main className="q-page rs-page">
      <PagedList pages={papers} emptyText={t('mine.noPapers')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('mine.papers')}>
            {items.map((paper) => (
              <li key={paper.id} className="q-list-card">
                <div className="rs-item__head">
                  <strong>{paper.title}</strong>
                  <InstanceStatusTag status={paper.status} />
                </div>
                <p className="q-meta">
                  {paper.journal} · {paper.published} · {t(`index.${paper.indexed}`)} · {t('mine.rank', { rank: paper.rank })}
                </p>
                {paper.doi && <p className="q-meta">DOI {paper.doi}</p>}
                <ItemActions item={paper} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
