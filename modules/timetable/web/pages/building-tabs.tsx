import { useTranslation } from 'react-i18next';
import type { TBuilding } from '../../contract';

/** The value of a building tab: campus and building, '' for every building. */
export const placeKey = (b: TBuilding) => `${b.campus}\u0000${b.building}`;
export const placeOf = (key: string): { campus?: string; building?: string } => {
  if (!key) return {};
  const [campus, building] = key.split('\u0000');
  return { campus: campus || undefined, building: building || undefined };
};

/** 全部 and each building (with its campus when the school has more than one). */
export function BuildingTabs({ buildings, value, onChange }: { buildings: TBuilding[]; value: string; onChange: (key: string) => void }) {
  const { t } = useTranslation('timetable');
  const campuses = new Set(buildings.map((b) => b.campus)).size;
  return (
    <div className="tt-tabs" role="tablist" aria-label={t('rooms.building')}>
      <button type="button" role="tab" aria-selected={value === ''} className="tt-tab" onClick={() => onChange('')}>
        {t('rooms.allBuildings')}
      </button>
      {buildings.map((b) => (
        <button key={placeKey(b)} type="button" role="tab" aria-selected={value === placeKey(b)} className="tt-tab" onClick={() => onChange(placeKey(b))}>
          {campuses > 1 && b.campus ? `${b.campus}·${b.building}` : b.building}
        </button>
      ))}
    </div>
  );
}
