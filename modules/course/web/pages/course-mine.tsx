import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TMyCourse } from '../../contract';
import { creditsText } from '../../rules';
import { useCourseTerms, useMyCourses } from '../calls/phone';
import { SelectionBadge, slotsShort } from './course-text';
import { DropButton } from './drop-button';
import { WeekGrid } from './week-grid';
import '../course.css';

/** `course/mine?term=…` 我的课表: the week's grid of the courses I hold, then every selection of the term with its state, and my credits. */
export function CourseMinePage() {
  const { t } = useTranslation('course');
  const [params] = useSearchParams();
  const terms = useCourseTerms();
  const termId = params.get('term') || terms.data?.list[0]?.id || '';
  const mine = useMyCourses(termId);
  if (terms.isError) return <ErrorView error={terms.error} onRetry={() => void terms.refetch()} />;
  if (!terms.data) return <LoadingView />;
  if (!termId) return <EmptyView text={t('index.empty')} />;
  if (mine.isError) return <ErrorView error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <LoadingView />;
  const { term, list } = mine.data;
  return (
    <main className="q-page">
      <section className="q-card" aria-label={term.name}>
        <div className="cs-row">
          <h1 className="q-card__title">{term.name}</h1>
          <Link className="q-text-button" to="/course/index">
            {t('mine.toIndex')}
          </Link>
        </div>
        <p>{t('term.credits', { mine: creditsText(term.myCredits), max: creditsText(term.maxCredits) })}</p>
      </section>
      <WeekGrid courses={list} />
      {list.length === 0 ? (
        <EmptyView text={t('mine.empty')} />
      ) : (
        <ul className="cs-list" aria-label={t('mine.list')}>
          {list.map((course) => (
            <MyCourseRow key={course.id} course={course} />
          ))}
        </ul>
      )}
    </main>
  );
}

function MyCourseRow({ course }: { course: TMyCourse }) {
  const { t } = useTranslation('course');
  const { offering } = course;
  return (
    <li className="q-card">
      <div className="cs-row">
        <Link to={`/course/detail?id=${encodeURIComponent(offering.id)}`}>
          <strong>{offering.name}</strong>
        </Link>
        <SelectionBadge mine={{ claimId: course.id, state: course.state, position: course.position, cancellable: course.cancellable }} />
      </div>
      <p className="cs-meta">
        {offering.code} · {t('credits', { credits: creditsText(offering.credits) })} · {offering.teacher} · {offering.place}
      </p>
      <p className="cs-meta">{slotsShort(t, offering.slots)}</p>
      {course.cancellable && (
        <p className="cs-row">
          <span />
          <DropButton claimId={course.id} state={course.state} name={offering.name} />
        </p>
      )}
    </li>
  );
}
