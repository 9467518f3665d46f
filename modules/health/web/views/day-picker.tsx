import { useTranslation } from 'react-i18next';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';

/**
 * The day a page shows, on antd-mobile's date wheel. `value` is the day the server answered for, so
 * "today" is the site's today; days after it cannot be picked.
 */
export function DayPicker({ value, today, onChange }: { value: string; today?: string; onChange: (day: string | undefined) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  return (
    <div className="hv-day">
      <span aria-hidden="true">{t('day')}</span>
      <WhenPicker className="hv-day__picker" kind="date" value={value} latest={today} label={t('day')} placeholder={t('day')} title={t('day')} onChange={(day) => onChange(day || undefined)} />
      {today && value !== today && (
        <button type="button" className="q-link" onClick={() => onChange(undefined)}>
          {t('today')}
        </button>
      )}
    </div>
  );
}
