import { useTranslation } from 'react-i18next';
import type { TDayType } from '../../contract';

/** The day a page is about as the school counts it: 11月25日 工作日, the holiday's name, and the site's clock. */
export function DayHeader({ date, dayType, dayNote, now }: { date: string; dayType: TDayType; dayNote: string; now: string }) {
  const { t } = useTranslation('shuttlebus');
  const [, month, day] = date.split('-').map(Number);
  return (
    <p className="sb-day">
      <span>{t('date', { month, day, dayType: t(`dayTypes.${dayType}`) })}</span>
      {dayNote && <span className="sb-day__note">{dayNote}</span>}
      <span className="sb-day__now">{t('now', { now })}</span>
    </p>
  );
}
