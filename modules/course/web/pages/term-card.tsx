import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import type { TCourseTerm } from '../../contract';
import { creditsText } from '../../rules';
import { fullTime, TermPhaseTag } from './course-text';

/** A term's head: its name and phase, its rounds with their times, my credits of its limit, my timetable. */
export function TermCard({ term }: { term: TCourseTerm }) {
  const { t } = useTranslation('course');
  return (
    <section className="q-card" aria-label={term.name}>
      <div className="cs-row">
        <h1 className="q-card__title">{term.name}</h1>
        <TermPhaseTag term={term} />
      </div>
      <dl className="cs-facts">
        <dt>{t('term.preference')}</dt>
        <dd>
          {fullTime(term.opensAt)} – {fullTime(term.closesAt)}
        </dd>
        <dt>{t('term.draw')}</dt>
        <dd>{fullTime(term.drawAt)}</dd>
        <dt>{t('term.grab')}</dt>
        <dd>
          {fullTime(term.drawAt)} – {fullTime(term.grabUntil)}
        </dd>
        <dt>{t('term.drop')}</dt>
        <dd>{fullTime(term.dropUntil)}</dd>
      </dl>
      <div className="cs-row">
        <span>{t('term.credits', { mine: creditsText(term.myCredits), max: creditsText(term.maxCredits) })}</span>
        <Link className="q-text-button" to={`/course/mine?term=${encodeURIComponent(term.id)}`}>
          {t('mine.title')}
        </Link>
      </div>
    </section>
  );
}
