import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView } from '@quad/platform/ui/state-views';
import type { TLearningProgress } from '../../contract';
import { useMyProgress } from '../calls/my-progress';
import { QueryStates } from './report-states';
import '../score.css';

/** A bar of earned over required credits (full when met), read out as a progress bar. */
function Bar({ label, earned, required }: { label: string; earned: number; required: number }) {
  const share = required > 0 ? Math.min(1, earned / required) : 1;
  return (
    <div className="sc-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={required} aria-valuenow={Math.min(earned, required)}>
      <div className={share >= 1 ? 'sc-bar__fill sc-bar__fill--done' : 'sc-bar__fill'} style={{ width: `${Math.round(share * 100)}%` }} />
    </div>
  );
}

function Progress({ progress }: { progress: TLearningProgress }) {
  const { t } = useTranslation('score');
  if (!progress.programme || progress.categories.length === 0) return <EmptyView text={t('progress.empty')} />;
  return (
    <>
      <section className="q-card sc-card" aria-label={t('progress.total')}>
        <h2 className="sc-card__title">{progress.programme}</h2>
        <p className="sc-term">{t('progress.totalLine', { earned: progress.earned, required: progress.required })}</p>
        <Bar label={t('progress.total')} earned={progress.earned} required={progress.required} />
      </section>
      <section className="q-card sc-card" aria-label={t('progress.byCategory')}>
        <h2 className="sc-card__title">{t('progress.byCategory')}</h2>
        <ul className="sc-categories">
          {progress.categories.map((c) => (
            <li key={c.category} className="sc-category">
              <div className="sc-category__line">
                <span>{c.category}</span>
                <span className={c.missing > 0 ? 'sc-missing' : 'sc-met'}>
                  {c.missing > 0 ? t('progress.missing', { earned: c.earned, required: c.required, missing: c.missing }) : t('progress.met', { earned: c.earned, required: c.required })}
                </span>
              </div>
              <Bar label={c.category} earned={c.earned} required={c.required} />
            </li>
          ))}
        </ul>
      </section>
      {progress.failing.length > 0 && (
        <section className="q-card sc-card" aria-label={t('progress.failing')}>
          <h2 className="sc-card__title">{t('progress.failing')}</h2>
          <ul className="sc-courses">
            {progress.failing.map((f) => (
              <li key={f.code} className="sc-course">
                <span className="sc-course__name">{f.name}</span>
                <span className="sc-course__meta">{`${f.category} · ${t('credit', { credit: f.credit })}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * `learningProcess/index` 学业进度: the programme's credit requirements by course category against the
 * credits earned, with what is still missing, and the courses failed and not yet passed.
 */
export function LearningProcessPage() {
  const progress = useMyProgress();
  return (
    <main className="q-page">
      <QueryStates query={progress}>
        {(data) => (
          <>
            <Progress progress={data} />
            <footer className="sc-footer">
              <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
            </footer>
          </>
        )}
      </QueryStates>
    </main>
  );
}
