import { useTranslation } from 'react-i18next';
import { PagedList } from '@quad/platform/ui/paged-list';
import type { TCardLine } from '../../contract';
import { useCardLines } from '../calls/card';
import { Lines } from './balance-page';

/** Lines under their month's heading (`2026-05`), in the order the card system gave them (newest first). */
function byMonth(lines: TCardLine[]): [string, TCardLine[]][] {
  const months = new Map<string, TCardLine[]>();
  for (const line of lines) {
    const month = new Date((line.at + 8 * 3600) * 1000).toISOString().slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), line]);
  }
  return [...months];
}

/** `idCard/history` 消费记录: every line of the card, an infinite list grouped by month. */
export function HistoryPage() {
  const { t } = useTranslation('card');
  const lines = useCardLines();
  return (
    <main className="q-page" aria-label={t('history.label')}>
      <PagedList pages={lines} emptyText={t('history.empty')} refresh>
        {(items) =>
          byMonth(items).map(([month, monthLines]) => (
            <section key={month} aria-label={month}>
              <h2 className="q-card__title">{month}</h2>
              <Lines lines={monthLines} />
            </section>
          ))
        }
      </PagedList>
    </main>
  );
}
