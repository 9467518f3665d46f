import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSlot } from '@quad/platform/ui/chart-slot';
import { ErrorView } from '@quad/platform/ui/state-views';
import { useStats } from '../calls/answer-stats';
import { choiceChart, defaultShape, perDayChart } from '../stats/chart-options';

const StatsChart = lazy(() => import('../stats/stats-chart'));

/** Days of answers a phone shows side by side: the last two weeks. */
export const PHONE_DAYS = 14;

/**
 * The statistics a leader reads on the phone under the fill status: answers per day, and each choice
 * field's answers as a pie or bars (of `day` for a daily form). echarts arrives after the page.
 */
export function FillCharts({ id, day }: { id: string; day?: string }) {
  const { t } = useTranslation('forms', { keyPrefix: 'stats' });
  const stats = useStats(id, day);
  const perDay = useMemo(() => perDayChart((stats.data?.perDay ?? []).slice(-PHONE_DAYS), t('answers')), [stats.data, t]);
  const choices = useMemo(
    () =>
      (stats.data?.fields ?? []).flatMap(({ key, label, options = [] }) =>
        options.length ? [{ key, label: t('chartOf', { label }), option: choiceChart(options, defaultShape(options)) }] : [],
      ),
    [stats.data, t],
  );
  if (stats.isError) return <ErrorView error={stats.error} onRetry={() => void stats.refetch()} />;
  return (
    <>
      <section className="q-card">
        <h2 className="q-card__title">{t('perDay')}</h2>
        <ChartSlot className="ff-chart" ready={!!stats.data}>
          <StatsChart option={perDay} label={t('perDay')} className="ff-chart" />
        </ChartSlot>
      </section>
      {choices.map(({ key, label, option }) => (
        <section key={key} className="q-card">
          <h2 className="q-card__title">{label}</h2>
          <ChartSlot className="ff-chart" ready>
            <StatsChart option={option} label={label} className="ff-chart" />
          </ChartSlot>
        </section>
      ))}
    </>
  );
}
