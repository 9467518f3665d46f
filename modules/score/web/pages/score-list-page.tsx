import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView } from '@quad/platform/ui/state-views';
import { useMyScores } from '../calls/my-scores';
import { CourseRow } from './course-row';
import { gpaText, QueryStates, termLabel } from './report-states';
import '../score.css';

/**
 * `scorev1/index` 成绩查询 (the older layout): one long list of every course, newest term first, each
 * term's line giving its GPA and credits; the overall GPA and credits on top. No tabs, no chart: what
 * the portal showed before, kept for schools whose students are used to it.
 */
export function ScoreListPage() {
  const { t } = useTranslation('score');
  const scores = useMyScores();
  return (
    <main className="q-page">
      <QueryStates query={scores}>
        {(report) =>
          report.terms.length === 0 ? (
            <EmptyView text={t('empty')} />
          ) : (
            <>
              <p className="sc-v1-head">{t('v1.head', { gpa: gpaText(report.gpa), credits: report.credits })}</p>
              <section className="q-card sc-card" aria-label={t('v1.all')}>
                {report.terms.map((term) => (
                  <div key={term.term}>
                    <h2 className="sc-v1-term">
                      {termLabel(term.term)}
                      <span>{t('v1.term', { gpa: gpaText(term.gpa), credits: term.credits })}</span>
                    </h2>
                    <ul className="sc-courses">
                      {term.courses.map((course) => (
                        <CourseRow key={`${course.code}/${course.exam}`} course={course} />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
              <footer className="sc-footer">
                <DataUpdatedAt updatedAt={report.updatedAt} failed={report.failed} />
              </footer>
            </>
          )
        }
      </QueryStates>
    </main>
  );
}
