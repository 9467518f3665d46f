import { useTranslation } from 'react-i18next';
import { addDays, monthDay, weekdayOf } from './day-math';

const DAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];

/** Seven days from today as tabs (今天, 明天, then 周X with the date): a day is one tap, no date wheel. */
export function DayStrip({ today, value, onChange }: { today: string; value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation('timetable');
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  return (
    <div className="tt-days" role="tablist" aria-label={t('day.pick')}>
      {days.map((day, i) => (
        <button key={day} type="button" role="tab" aria-selected={day === value} className="tt-days__day" onClick={() => onChange(day)}>
          <span>{i === 0 ? t('day.today') : i === 1 ? t('day.tomorrow') : t('day.weekday', { day: DAY_NAMES[weekdayOf(day) - 1] })}</span>
          <span className="tt-days__date">{monthDay(day)}</span>
        </button>
      ))}
    </div>
  );
}
