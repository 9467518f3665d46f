import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from '@quad/platform/shell/router';
import type { TExam } from '../contract';

/** 还有 3 天 / 明天 09:00 开始 / 今天 14:00 开始 / 进行中 / 已结束. */
export function countdownOf(exam: TExam, t: TFunction): string {
  if (exam.state === 'finished') return t('countdown.finished');
  if (exam.state === 'ongoing') return t('countdown.ongoing');
  if (exam.daysLeft <= 0) return t('countdown.today', { time: exam.start });
  if (exam.daysLeft === 1) return t('countdown.tomorrow', { time: exam.start });
  return t('countdown.days', { count: exam.daysLeft });
}

/** 2026-12-01 周二 09:00-11:00 */
export function whenOf(exam: TExam, t: TFunction): string {
  return `${exam.date} ${t(`weekday.${exam.weekday}`)} ${exam.start}-${exam.end}`;
}

export const placeOf = (exam: TExam): string => [exam.campus, exam.room].filter(Boolean).join(' ');

/** The countdown as a coloured tag: urgent today and tomorrow, calm later, grey once over. */
export function Countdown({ exam }: { exam: TExam }) {
  const { t } = useTranslation('exam');
  const tone = exam.state === 'finished' ? 'done' : exam.state === 'upcoming' && exam.daysLeft > 1 ? 'later' : 'soon';
  return <span className={`exam-countdown exam-countdown--${tone}`}>{countdownOf(exam, t)}</span>;
}

/** One exam in a list: course and type, countdown, time, place, seat and notes; opens its detail. */
export function ExamCard({ exam }: { exam: TExam }) {
  const { t } = useTranslation('exam');
  return (
    <li>
      <Link className={`q-card exam-card${exam.state === 'finished' ? ' exam-card--done' : ''}`} to={`/examManage/detail?key=${encodeURIComponent(exam.key)}`} aria-label={`${exam.courseName} ${exam.examType}`}>
        <div className="exam-card__head">
          <span className="exam-card__course">{exam.courseName}</span>
          <span className="exam-type">{exam.examType}</span>
          <Countdown exam={exam} />
        </div>
        <dl className="exam-facts">
          <dt>{t('field.time')}</dt>
          <dd>{whenOf(exam, t)}</dd>
          <dt>{t('field.place')}</dt>
          <dd>{placeOf(exam)}</dd>
          {exam.seat && (
            <>
              <dt>{t('field.seat')}</dt>
              <dd className="exam-seat">{exam.seat}</dd>
            </>
          )}
          {exam.note && (
            <>
              <dt>{t('field.note')}</dt>
              <dd>{exam.note}</dd>
            </>
          )}
        </dl>
      </Link>
    </li>
  );
}
