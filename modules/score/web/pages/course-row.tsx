import { useTranslation } from 'react-i18next';
import type { TCourseScore } from '../../contract';

/** One course: name, code and kind, credit; the score (red when failed) and its grade points. */
export function CourseRow({ course, showTerm = false }: { course: TCourseScore; showTerm?: boolean }) {
  const { t } = useTranslation('score');
  const tags = [course.category, course.exam !== '正常' ? course.exam : '', course.degree ? t('degree') : ''].filter(Boolean);
  return (
    <li className="sc-course" aria-label={course.name}>
      <div className="sc-course__main">
        <span className="sc-course__name">{course.name}</span>
        <span className="sc-course__meta">
          {showTerm && `${course.term} · `}
          {course.code} · {t('credit', { credit: course.credit })}
          {tags.map((tag) => (
            <span key={tag} className="sc-tag">
              {tag}
            </span>
          ))}
        </span>
      </div>
      <div className="sc-course__score">
        <strong className={course.passed ? 'sc-score' : 'sc-score sc-score--failed'}>{course.score}</strong>
        {course.points !== null && <span className="sc-course__meta">{t('points', { points: course.points.toFixed(2) })}</span>}
      </div>
    </li>
  );
}
