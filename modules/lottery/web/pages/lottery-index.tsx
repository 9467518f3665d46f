import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyLotteries } from '../calls/player';
import { LotteryDetail } from './lottery-detail';
import { LotteryState } from './lottery-state';
import '../lottery.css';

/** `lottery/index`: the lotteries open to me, running ones first; with `?id=`, that lottery and its draw button. */
export function LotteryIndexPage() {
  const [params] = useSearchParams();
  return params.get('id') ? <LotteryDetail /> : <LotteryList />;
}

function LotteryList() {
  const { t } = useTranslation('lottery');
  const lotteries = useMyLotteries();
  return (
    <main className="q-page">
      <PagedList pages={lotteries} emptyText={t('list.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('list.label')}>
            {items.map((lottery) => (
              <li key={lottery.id} className="q-list-card">
                <Link className="lt-item" to={`/lottery/index?id=${encodeURIComponent(lottery.id)}`}>
                  <span className="lt-row">
                    <strong className="lt-item__title">{lottery.title}</strong>
                    <LotteryState lottery={lottery} />
                  </span>
                  <span className="lt-meta">
                    {lottery.state === 'pending'
                      ? t('list.from', { when: timeParts(lottery.opensAt).fullTime })
                      : t('list.until', { when: timeParts(lottery.closesAt).fullTime })}
                  </span>
                  <span className="lt-meta">
                    {t(lottery.period === 'daily' ? 'period.daily' : 'period.once')} · {t('list.remaining', { count: lottery.remaining })}
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
