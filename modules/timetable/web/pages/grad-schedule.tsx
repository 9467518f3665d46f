import { useTranslation } from 'react-i18next';
import { WeekTimetable } from './week-timetable';

/**
 * `gradschedule/index` 研究生课表 (listed by title only in the spec): a graduate student's sections are in
 * the same sections and enrollments the school loads, so it is the student week grid under its own title.
 */
export function GradSchedulePage() {
  const { t } = useTranslation('timetable');
  return (
    <>
      <p className="tt-grad">{t('grad.intro')}</p>
      <WeekTimetable as="student" />
    </>
  );
}
