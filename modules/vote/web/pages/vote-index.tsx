import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyVotes } from '../calls/voter';
import { VoteKind, VoteState } from './vote-state';
import '../vote.css';

/** 投票: the votes open to me, those running first, each with its state and whether I have voted. */
export function VoteIndexPage() {
  const { t } = useTranslation('vote');
  const votes = useMyVotes();
  return (
    <main className="q-page">
      <PagedList pages={votes} emptyText={t('list.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('list.label')}>
            {items.map((vote) => (
              <li key={vote.id} className="q-list-card">
                <Link className="vt-item" to={`/vote/detail?id=${encodeURIComponent(vote.id)}`}>
                  {vote.coverUrl && <img className="vt-item__cover" src={vote.coverUrl} alt="" loading="lazy" />}
                  <span className="vt-row">
                    <strong className="vt-item__title">{vote.title}</strong>
                    <VoteState state={vote.state} />
                  </span>
                  <span className="vt-meta">
                    {t('list.until', { when: timeParts(vote.closesAt).fullTime })}
                    {vote.state === 'pending' && ` · ${t('list.from', { when: timeParts(vote.opensAt).fullTime })}`}
                  </span>
                  <span className="vt-row">
                    <span className="vt-meta">
                      <VoteKind vote={vote} />
                    </span>
                    {vote.voted && <span className="vt-tag vt-tag--voted">{vote.perDay > 0 ? t('list.votedToday') : t('list.voted')}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
