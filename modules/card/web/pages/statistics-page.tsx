import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Money } from '@quad/ledger-engine/web';
import { callQuery } from '@quad/platform/shell/calls';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { cardStatistics, type TCardStatistics } from '../../contract';
import '../card.css';

/** Months one may step back (the server refuses older ones too). */
const MONTHS_BACK = 11;

/** This month in Beijing time, as the card system keeps it: `2026-05`. */
const thisMonth = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Each day's spending as a bar; the chart is read aloud as its busiest day. */
function DailyChart({ stats }: { stats: TCardStatistics }) {
  const { t } = useTranslation('card');
  const most = Math.max(...stats.dailyFen, 1);
  const busiest = stats.dailyFen.indexOf(Math.max(...stats.dailyFen));
  const width = stats.dailyFen.length * 10;
  return (
    <svg className="cd-daily" viewBox={`0 0 ${width} 60`} preserveAspectRatio="none" role="img" aria-label={t('stats.busiest', { day: busiest + 1, yuan: (stats.dailyFen[busiest]! / 100).toFixed(2) })}>
      {stats.dailyFen.map((fen, day) => {
        const height = fen ? Math.max(2, (fen / most) * 56) : 0;
        return <rect key={day} x={day * 10 + 1} y={60 - height} width={8} height={height} rx={1} />;
      })}
    </svg>
  );
}

/** Shares of the month's spending: a bar each, the largest first. */
function Shares({ title, rows, total }: { title: string; rows: TCardStatistics['categories']; total: number }) {
  const { t } = useTranslation('card');
  return (
    <section className="q-card" aria-label={title}>
      <h2 className="q-card__title">{title}</h2>
      <ul className="cd-shares">
        {rows.map((row) => {
          const percent = total ? Math.round((row.fen / total) * 100) : 0;
          return (
            <li key={row.name}>
              <div className="cd-shares__line">
                <span>{row.name}</span>
                <span className="q-meta">{t('stats.times', { count: row.count })}</span>
                <Money fen={row.fen} />
              </div>
              <div className="cd-shares__bar" role="meter" aria-label={row.name} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${percent}%`}>
                <span style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Figures({ stats }: { stats: TCardStatistics }) {
  const { t } = useTranslation('card');
  if (stats.count === 0 && stats.toppedUpFen === 0) return <EmptyView text={t('stats.empty')} />;
  const spendingDays = stats.dailyFen.filter((fen) => fen > 0).length;
  return (
    <>
      <section className="q-card cd-summary" aria-label={t('stats.summary')}>
        <div>
          <span className="q-meta">{t('stats.spent')}</span>
          <Money fen={stats.spentFen} className="cd-summary__total" />
        </div>
        <dl className="cd-summary__more">
          <div>
            <dt>{t('stats.count')}</dt>
            <dd>{stats.count}</dd>
          </div>
          <div>
            <dt>{t('stats.perDay')}</dt>
            <dd>
              <Money fen={spendingDays ? Math.round(stats.spentFen / spendingDays) : 0} />
            </dd>
          </div>
          <div>
            <dt>{t('stats.toppedUp')}</dt>
            <dd>
              <Money fen={stats.toppedUpFen} />
            </dd>
          </div>
        </dl>
        {stats.truncated && <p className="q-meta">{t('stats.truncated')}</p>}
      </section>
      {stats.count > 0 && (
        <>
          <section className="q-card" aria-label={t('stats.daily')}>
            <h2 className="q-card__title">{t('stats.daily')}</h2>
            <DailyChart stats={stats} />
          </section>
          <Shares title={t('stats.categories')} rows={stats.categories} total={stats.spentFen} />
          <Shares title={t('stats.places')} rows={stats.places} total={stats.spentFen} />
        </>
      )}
    </>
  );
}

/**
 * `idCard/statistics` 消费统计 (校园卡消费统计): where a month's card money went, by day, by kind of place
 * (餐饮, 购物, 洗浴热水…) and by place, with the month's top-ups; ‹ › steps through the last twelve months.
 */
export function StatisticsPage() {
  const { t } = useTranslation('card');
  const current = thisMonth();
  const [month, setMonth] = useState(current);
  const stats = useQuery(callQuery(cardStatistics, { month }));
  const [year, m] = month.split('-');
  const earliest = shiftMonth(current, -MONTHS_BACK);
  return (
    <main className="q-page">
      <nav className="cd-months" aria-label={t('stats.months')}>
        <button type="button" className="q-text-button" disabled={month <= earliest} onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t('stats.previous')}>
          ‹
        </button>
        <h1 className="cd-months__title" aria-live="polite">
          {t('stats.month', { year, month: Number(m) })}
        </h1>
        <button type="button" className="q-text-button" disabled={month >= current} onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t('stats.next')}>
          ›
        </button>
      </nav>
      {stats.isError ? <ErrorView error={stats.error} onRetry={() => void stats.refetch()} /> : stats.isSuccess ? <Figures stats={stats.data} /> : <LoadingView />}
      <Link className="q-text-button" to="/idCard/history">
        {t('card.all')}
      </Link>
    </main>
  );
}
