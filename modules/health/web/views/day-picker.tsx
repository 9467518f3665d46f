import { useTranslation } from 'react-i18next';

/**
 * The day a page shows: the browser's own date input (a wheel on phones, a calendar on desktop, no
 * library). `value` is the day the server answered for, so "today" is the site's today; days after
 * it cannot be picked.
 */
export function DayPicker({ value, today, onChange }: { value: string; today?: string; onChange: (day: string | undefined) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  return (
    <label className="hv-day">
      <span>{t('day')}</span>
      <input type="date" value={value} max={today} onChange={(e) => onChange(e.target.value || undefined)} aria-label={t('day')} />
      {today && value !== today && (
        <button type="button" className="q-link" onClick={() => onChange(undefined)}>
          {t('today')}
        </button>
      )}
    </label>
  );
}
