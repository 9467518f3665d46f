import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { DATASETS_NS } from './strings';

export interface TDataUpdatedAtProps {
  /** When the data a card shows was loaded (Unix seconds; 0 when nothing was loaded yet): `datasetStatus().updatedAt`. */
  updatedAt: number;
  /** The newest load failed after it (the school system was down): still the old data, said in a warning tone. */
  failed?: boolean;
}

/** 数据更新于 {time} under a card of school data; a warning tone when the last update failed. */
export function DataUpdatedAt({ updatedAt, failed = false }: TDataUpdatedAtProps) {
  const { t } = useTranslation(DATASETS_NS);
  const text = updatedAt ? t('updatedAt', { time: timeParts(updatedAt).fullTime }) : t('notYet');
  return (
    <div
      className="ds-updated-at"
      role="note"
      style={{ fontSize: 12, color: failed ? 'var(--adm-color-warning, #ff8f1f)' : 'var(--adm-color-weak, #999)' }}
    >
      {text}
      {failed && <span>{t('staleHint')}</span>}
    </div>
  );
}
