import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TScoreReport } from '../../contract';
import { useMyScores } from '../calls/my-scores';
import { CourseRow } from './course-row';
import { GpaTrend } from './gpa-trend';
import { gpaText, QueryStates, termLabel } from './report-states';
import '../score.css';

/** The scale's top: 5 on the 5.0 scale, else 4. */
export const topOf = (report: TScoreReport) => (report.scale === 'five' ? 5 : 4);

/** 总绩点 and 已获学分, with the scale they are on. */
export function Summary({ report }: { report: TScoreReport }) {
  const { t } = useTranslation('score');
  return (
    <section className="q-card sc-summary" aria-label={t('summary')}>
      <div>
        <strong className="sc-summary__value">{gpaText(report.gpa)}</strong>
        <span className="sc-summary__label">{t('gpa')}</span>
      </div>
      <div>
        <strong className="sc-summary__value">{report.credits}</strong>
        <span className="sc-summary__label">{t('credits')}</span>
      </div>
      <p className="sc-summary__scale">{t(`scale.${report.scale}`)}</p>
    </section>
  );
}

function Report({ report }: { report: TScoreReport }) {
  const { t } = useTranslation('score');
  const [picked, setPicked] = useState(report.terms[0]?.term ?? '');
  const term = report.terms.find((x) => x.term === picked) ?? report.terms[0];
  if (!term) return <EmptyView text={t('empty')} />;
  return (
    <>
      <Summary report={report} />
      <GpaTrend terms={report.terms} top={topOf(report)} />
      <TabBar look="capsule" label={t('terms')} tabs={report.terms.map((x) => ({ key: x.term, title: termLabel(x.term) }))} active={term.term} onChange={setPicked} />
      <section className="q-card sc-card" role="tabpanel" aria-label={termLabel(term.term)}>
        <p className="sc-term">{t('termSummary', { gpa: gpaText(term.gpa), credits: term.credits, count: term.courses.length })}</p>
        <ul className="sc-courses">
          {term.courses.map((course) => (
            <CourseRow key={`${course.code}/${course.exam}`} course={course} />
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * `score/index` 成绩查询: the overall GPA and credits, the GPA trend by term, then one term at a time
 * (tabs, newest first) with each course's score, credit and grade points and the term's GPA.
 */
export function ScorePage() {
  const scores = useMyScores();
  return (
    <main className="q-page">
      <QueryStates query={scores}>
        {(report) => (
          <>
            <Report report={report} />
            <footer className="sc-footer">
              <DataUpdatedAt updatedAt={report.updatedAt} failed={report.failed} />
            </footer>
          </>
        )}
      </QueryStates>
    </main>
  );
}
