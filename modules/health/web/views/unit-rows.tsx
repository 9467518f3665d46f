import { useTranslation } from 'react-i18next';
import type { TSummaryRow } from './view-model';
import { rowsToChase, sharePercent, shareTone } from './view-model';

/**
 * A row per department or class: reported of expected with a progress bar; a tap drills down or opens
 * its list, for the rows `openable` accepts.
 */
export function UnitRows({ rows, openable, onOpen }: { rows: readonly TSummaryRow[]; openable: (row: TSummaryRow) => boolean; onOpen: (row: TSummaryRow) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  return (
    <ul className="hv-rows">
      {rowsToChase(rows).map((row) => {
        const percent = sharePercent(row.reported, row.audience);
        const body = (
          <>
            <span className="hv-row__head">
              <span className="hv-row__name">{row.name}</span>
              <span className="hv-row__count">
                {row.reported}/{row.audience}
                {percent !== undefined && <small> · {percent}%</small>}
              </span>
            </span>
            <span className="hv-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? 0} aria-label={t('rowProgress', { name: row.name })}>
              <span className={`hv-bar__fill hv-bar__fill--${shareTone(percent)}`} style={{ width: `${percent ?? 0}%` }} />
            </span>
            <span className="hv-row__meta">
              {t('rowMissing', { count: row.missing })}
              {row.abnormal > 0 && <span className="hv-tag hv-tag--danger">{t('rowAbnormal', { count: row.abnormal })}</span>}
            </span>
          </>
        );
        return (
          <li key={row.id || row.name}>
            {openable(row) ? (
              <button type="button" className="hv-row" onClick={() => onOpen(row)}>
                {body}
              </button>
            ) : (
              <div className="hv-row hv-row--still">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
