import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TVaccineRow } from '../../contract-code';
import { useVaccineStats } from '../calls/get-vaccine-stats';
import './code.css';

const COLUMNS = ['people', 'reported', 'vaccinated', 'negative', 'positive', 'pending', 'untested'] as const;

/** `vaccineStat/index`: vaccination and test results per department (school health office). */
export function VaccineStatPage() {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const stats = useVaccineStats();
  if (stats.isPending) return <LoadingView />;
  if (stats.isError) return <ErrorView error={stats.error} onRetry={() => void stats.refetch()} />;
  const row = (r: TVaccineRow, total = false) => (
    <tr key={r.id || 'total'} className={total ? 'hc-total' : undefined}>
      <th scope="row">{total ? t('total') : r.name}</th>
      {COLUMNS.map((c) => (
        <td key={c}>{r[c]}</td>
      ))}
    </tr>
  );
  return (
    <main className="hc-stats" aria-label={t('statsTitle')}>
      <p className="hc-note">{t('statsNote')}</p>
      {/* Wider than a phone: focusable, so the keyboard can scroll it too. */}
      <div className="hc-table-wrap" tabIndex={0} role="region" aria-label={t('statsTitle')}>
        <table className="hc-table">
          <thead>
            <tr>
              <th scope="col">{t('department')}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`column.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.data.rows.map((r) => row(r))}
            {row(stats.data.total, true)}
          </tbody>
        </table>
      </div>
    </main>
  );
}
