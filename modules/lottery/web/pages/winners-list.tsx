import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useLotteryWinners } from '../calls/player';

/** 中奖公示: each winner's masked name (张*三), prize and time, in the order drawn. */
export function WinnersList({ id }: { id: string }) {
  const { t } = useTranslation('lottery');
  const winners = useLotteryWinners(id);
  return (
    <section className="q-card" aria-labelledby="lt-winners">
      <h2 id="lt-winners" className="lt-subtitle">
        {t('winners.title')}
      </h2>
      <PagedList pages={winners} emptyText={t('winners.empty')}>
        {(items) => (
          <ul className="lt-prizes" aria-labelledby="lt-winners">
            {items.map((w) => (
              <li key={w.id} className="lt-prize">
                <span>{w.name}</span>
                <span className="lt-prize__name">{w.prizeName}</span>
                <span className="lt-meta">{timeParts(w.created).fullTime}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
