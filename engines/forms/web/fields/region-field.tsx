import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickRegion, regionChoices, regionCodes, regionValue, type TAreaList } from '../region-options';
import type { TFieldProps } from './field-props';

/** The national list is ~40 KB gzipped: fetched the first time a region field shows, then kept. */
let areas: Promise<TAreaList> | undefined;
const loadAreas = () => (areas ??= import('@vant/area-data').then((m) => m.areaList));

const LEVEL_KEYS = ['province', 'city', 'county'] as const;

/** Province / city / county as cascading lists; the answer is the names joined by '/'. */
export function RegionField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  const [list, setList] = useState<TAreaList>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadAreas().then(
      (l) => live && setList(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p className="ff-error">{t('regionFailed')}</p>;
  if (!list) return <p className="ff-hint">{t('regionLoading')}</p>;
  const depth = field.depth ?? 3;
  const codes = regionCodes(list, value, depth);
  if (readOnly) return <p className="ff-readonly">{typeof value === 'string' ? value : ''}</p>;
  return (
    <div className="ff-region" id={inputId}>
      {LEVEL_KEYS.slice(0, depth).map((key, level) => (
        <select
          key={key}
          className="ff-input ff-select"
          aria-label={t(key)}
          value={codes[level] ?? ''}
          disabled={level > codes.length}
          onChange={(e) => onChange(regionValue(list, pickRegion(codes, level, e.target.value)))}
        >
          <option value="">{t(key)}</option>
          {regionChoices(list, level, codes[level - 1]).map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
