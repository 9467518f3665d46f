import { useTranslation } from 'react-i18next';
import type { TMyCourse } from '../../contract';
import { DAYS, PERIODS } from '../../rules';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * 课表: Monday to Sunday across, periods 1–14 down; each cell names the courses meeting then (two
 * only when they meet in alternate weeks). Only courses I hold are drawn; preferences and the waitlist
 * are in the list below.
 */
export function WeekGrid({ courses }: { courses: TMyCourse[] }) {
  const { t } = useTranslation('course');
  const held = courses.filter((c) => c.state === 'won' || c.state === 'checked');
  const at = (day: number, period: number) =>
    held.filter((c) => c.offering.slots.some((s) => s.day === day && s.from <= period && period <= s.to)).map((c) => c.offering.name);
  return (
    <div className="cs-grid-wrap">
      <table className="cs-grid" aria-label={t('mine.grid')}>
        <thead>
          <tr>
            <th scope="col">{t('mine.period')}</th>
            {range(DAYS).map((day) => (
              <th key={day} scope="col">
                {t(`day.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {range(PERIODS).map((period) => (
            <tr key={period}>
              <th scope="row">{period}</th>
              {range(DAYS).map((day) => {
                const names = at(day, period);
                return (
                  <td key={day} className={names.length ? 'cs-grid__busy' : undefined}>
                    {names.join(' / ')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
