import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView } from '@quad/platform/ui/state-views';
import { useMyScores } from '../calls/my-scores';
import { CourseRow } from './course-row';
import { gpaText, QueryStates, termLabel } from './report-states';
import '../score.css';

/**
 * `gradscore/index` 研究生成绩: a graduate's courses by term with 学位课 marked, the 学位课 credits
 * beside the total (what a degree application checks), and a switch to show only 学位课.
 */
export function GradScorePage() {
  const { t } = useTranslation('score');
  const scores = useMyScores();
  const [degreeOnly, setDegreeOnly] = useState(false);
  return (
    <main className="q-page">
      <QueryStates query={scores}>
        {(report) => {
          const terms = report.terms.map((term) => ({ ...term, courses: term.courses.filter((c) => !degreeOnly || c.degree) })).filter((term) => term.courses.length > 0);
          return (
            <>
              <section className="q-card sc-summary" aria-label={t('summary')}>
                <div>
                  <strong className="sc-summary__value">{report.degreeCredits}</strong>
                  <span className="sc-summary__label">{t('grad.degreeCredits')}</span>
                </div>
                <div>
                  <strong className="sc-summary__value">{report.credits}</strong>
                  <span className="sc-summary__label">{t('credits')}</span>
                </div>
                <div>
                  <strong className="sc-summary__value">{gpaText(report.gpa)}</strong>
                  <span className="sc-summary__label">{t('gpa')}</span>
                </div>
              </section>
              <label className="sc-switch">
                <input type="checkbox" checked={degreeOnly} onChange={(e) => setDegreeOnly(e.target.checked)} />
                {t('grad.degreeOnly')}
              </label>
              {terms.length === 0 ? (
                <EmptyView text={degreeOnly ? t('grad.noDegree') : t('empty')} />
              ) : (
                terms.map((term) => (
                  <section key={term.term} className="q-card sc-card" aria-label={termLabel(term.term)}>
                    <h2 className="sc-card__title">{termLabel(term.term)}</h2>
                    <ul className="sc-courses">
                      {term.courses.map((course) => (
                        <CourseRow key={`${course.code}/${course.exam}`} course={course} />
                      ))}
                    </ul>
                  </section>
                ))
              )}
              <footer className="sc-footer">
                <DataUpdatedAt updatedAt={report.updatedAt} failed={report.failed} />
              </footer>
            </>
          );
        }}
      </QueryStates>
    </main>
  );
}
