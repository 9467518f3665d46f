import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocation } from '@quad/forms-engine/shared/definition';
import { locatePlace } from '../locate';
import type { TFieldProps } from './field-props';

export const asLocation = (value: unknown): TLocation | undefined => {
  const v = value as Partial<TLocation> | null | undefined;
  return v && typeof v === 'object' && typeof v.lng === 'number' && typeof v.lat === 'number' ? { lng: v.lng, lat: v.lat, address: String(v.address ?? '') } : undefined;
};

/** The browser's position and an address the person may correct. */
export function LocationField({ value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const place = asLocation(value);
  const find = async () => {
    setBusy(true);
    setProblem('');
    try {
      onChange(await locatePlace((p) => t('coordsAddress', { longitude: p.lng, latitude: p.lat })));
    } catch {
      setProblem(t('locateFailed'));
    } finally {
      setBusy(false);
    }
  };
  if (readOnly) return <p className="ff-readonly">{place?.address ?? ''}</p>;
  return (
    <div className="ff-location">
      {place && <input id={inputId} className="q-input" value={place.address} maxLength={200} onChange={(e) => onChange({ ...place, address: e.target.value })} />}
      <button type="button" className="ff-button" onClick={() => void find()} disabled={busy}>
        {busy ? t('locating') : place ? t('relocate') : t('locate')}
      </button>
      {problem && <p className="ff-hint">{problem}</p>}
    </div>
  );
}
