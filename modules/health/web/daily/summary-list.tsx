import './summary-list.css';
import type { TLine } from './daily-model';

/** Answers read-only, label above text, as on the original report's summary. */
export function SummaryList({ lines, label }: { lines: TLine[]; label: string }) {
  return (
    <dl className="hd-summary" aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className="hd-summary__row">
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
