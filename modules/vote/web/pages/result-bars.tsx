import { useTranslation } from 'react-i18next';
import type { TVoteOption } from '../../contract';

/** The results as one bar per option: its text, count and share of the ballots (also the bar's accessible value). */
export function ResultBars({ options, ballots, mine }: { options: TVoteOption[]; ballots: number; mine: string[] }) {
  const { t } = useTranslation('vote');
  return (
    <section className="q-card vt-results" aria-labelledby="vt-results-title">
      <h2 id="vt-results-title" className="vt-subtitle">
        {t('results.title', { count: ballots })}
      </h2>
      <ol className="vt-bars">
        {options.map((o) => (
          <li key={o.id} className="vt-bar">
            <span className="vt-row">
              <span>
                {o.text}
                {mine.includes(o.id) && <span className="vt-mine">{t('results.mine')}</span>}
              </span>
              <span className="vt-meta">{t('results.count', { count: o.count, percent: o.percent })}</span>
            </span>
            <span
              className="vt-bar__track"
              role="meter"
              aria-label={o.text}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={o.percent}
              aria-valuetext={`${o.percent}%`}
            >
              <span className="vt-bar__fill" style={{ width: `${o.percent}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
