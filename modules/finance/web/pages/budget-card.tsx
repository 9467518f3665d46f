import { useTranslation } from 'react-i18next';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import type { TBudget } from '../../contract-budget';
import { formatYuan } from '../money';

/** 执行率's colour: orange from 80 %, red from 100 % (spent or committed all of it). */
export const rateTone = (rate: number): 'normal' | 'warning' | 'over' => (rate >= 100 ? 'over' : rate >= 80 ? 'warning' : 'normal');
const TONE_COLOR = { normal: 'var(--adm-color-primary)', warning: '#fa8c16', over: '#f5222d' };

/** A project's money at a glance: budget, spent, available, 执行率 as a bar, the end date. */
export function BudgetFigures({ budget }: { budget: TBudget }) {
  const { t } = useTranslation('finance');
  const tone = rateTone(budget.rate);
  return (
    <>
      <dl className="fin-figures">
        <div>
          <dt>{t('budget.total')}</dt>
          <dd>{formatYuan(budget.budget)}</dd>
        </div>
        <div>
          <dt>{t('budget.spent')}</dt>
          <dd>{formatYuan(budget.spent)}</dd>
        </div>
        <div>
          <dt>{t('budget.available')}</dt>
          <dd className={budget.available < 0 ? 'fin-over' : undefined}>{formatYuan(budget.available)}</dd>
        </div>
      </dl>
      {budget.committed > 0 && <p className="q-meta">{t('budget.committed', { amount: formatYuan(budget.committed) })}</p>}
      <div className={`fin-rate fin-rate--${tone}`} aria-label={t('budget.rate', { rate: budget.rate })}>
        <ProgressBar percent={Math.min(100, budget.rate)} style={{ '--fill-color': TONE_COLOR[tone] } as React.CSSProperties} />
        <span className="fin-rate__text">{t('budget.rate', { rate: budget.rate })}</span>
      </div>
      <p className="q-meta">{t('budget.period', { start: budget.start, end: budget.end })}</p>
    </>
  );
}
