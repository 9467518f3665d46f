import { useTranslation } from 'react-i18next';
import { yuan } from '@quad/ledger-engine/shared/money';
import { timeParts } from '@quad/platform/shell/time';

/** The days are Beijing days, whatever the browser's zone. */
const BEIJING = 'Asia/Shanghai';
const HEIGHT = 160;

/**
 * Takings per day as plain bars, each with its amount on hover and for screen readers: one series
 * of 30 bars does not need echarts' chunk.
 */
export function DailyBars({ days }: { days: { day: number; paidFen: number; orders: number }[] }) {
  const { t } = useTranslation('payment');
  const most = Math.max(1, ...days.map((d) => d.paidFen));
  return (
    <ol
      aria-label={t('console.reconcile.daily')}
      style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: HEIGHT + 20, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {days.map((d) => {
        const { month, day } = timeParts(d.day, BEIJING);
        const label = t('console.reconcile.dayTakings', { day: `${month}-${day}`, amount: yuan(d.paidFen), count: d.orders });
        return (
          <li key={d.day} title={label} aria-label={label} style={{ flex: 1, textAlign: 'center', fontSize: 10 }}>
            <div
              style={{ height: Math.round((d.paidFen / most) * HEIGHT), minHeight: 1, background: 'var(--ant-color-primary, #1677ff)' }}
            />
            {day}
          </li>
        );
      })}
    </ol>
  );
}
