import { useTranslation } from 'react-i18next';
import type { TTermScores } from '../../contract';
import { gpaText } from './report-states';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 28, right: 12, top: 16, bottom: 28 };

/**
 * 绩点趋势: the GPA of each term, oldest on the left, as a small line chart drawn in SVG (no chart
 * library: a few points do not need one). The axis runs from 0 to the scale's top (4 or 5); terms
 * without a GPA are left out. Read out as one label listing every term's GPA.
 */
export function GpaTrend({ terms, top }: { terms: TTermScores[]; top: number }) {
  const { t } = useTranslation('score');
  const points = [...terms].reverse().filter((term) => term.gpa !== null);
  if (points.length < 2) return null;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (innerW * i) / (points.length - 1);
  const y = (gpa: number) => PAD.top + innerH * (1 - gpa / top);
  const line = points.map((p, i) => `${x(i)},${y(p.gpa!)}`).join(' ');
  const label = t('trend.label', { list: points.map((p) => `${p.term} ${gpaText(p.gpa)}`).join('，') });
  return (
    <section className="q-card sc-card" aria-label={t('trend.title')}>
      <h2 className="sc-card__title">{t('trend.title')}</h2>
      <svg className="sc-trend" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="sc-trend__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="sc-trend__axis">
              {v}
            </text>
          </g>
        ))}
        <polyline points={line} className="sc-trend__line" />
        {points.map((p, i) => (
          <g key={p.term}>
            <circle cx={x(i)} cy={y(p.gpa!)} r={3.5} className="sc-trend__dot" />
            <text x={x(i)} y={y(p.gpa!) - 8} textAnchor="middle" className="sc-trend__value">
              {gpaText(p.gpa)}
            </text>
            <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="sc-trend__axis">
              {`${p.term.slice(2, 4)}-${p.term.slice(7, 9)}-${p.term.slice(10)}`}
            </text>
          </g>
        ))}
      </svg>
    </section>
  );
}
