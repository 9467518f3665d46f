import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TCheckIndex } from '../../contract-check';
import { refreshCheckIndex, useCheckIndex } from '../calls/get-check-index';
import { SummaryList } from '../daily/summary-list';
import { CheckForm } from './check-form';
import { checkLines, nextSlot, slotStates, storedCheck } from './check-model';
import './check.css';

const clock = () => {
  const now = timeParts(new Date());
  return `${now.hour}:${now.min}`;
};

function Slots({ index, now }: { index: TCheckIndex; now: string }) {
  const { t } = useTranslation('health', { keyPrefix: 'check' });
  const states = slotStates(index, now);
  return (
    <ol className="hk-slots" aria-label={t('slots')}>
      {index.slots.map((s, i) => (
        <li key={s.name} className={`hk-slot hk-slot--${states[i]}`} aria-current={states[i] === 'now' ? 'step' : undefined}>
          <strong>{s.name}</strong>
          <span>
            {s.start}–{s.end}
          </span>
          <span>{t(states[i] ?? 'pending')}</span>
        </li>
      ))}
    </ol>
  );
}

/** This slot's check, already made: what was answered, read-only. */
function Reported({ index }: { index: TCheckIndex }) {
  const { t } = useTranslation('health', { keyPrefix: 'check' });
  const info = storedCheck(index);
  return (
    <section className="hk-state hk-state--done" aria-label={t('reported', { slot: index.date })}>
      <h2>{t('reported', { slot: index.date })}</h2>
      {info && (
        <>
          <p className="hk-muted">{t('reportedAt', { time: timeParts(info.created).fullTime })}</p>
          <SummaryList lines={checkLines(info, t)} label={t('answers')} />
        </>
      )}
    </section>
  );
}

/** `ncov/xisudailyup` (and Xidian's, BJUT's): 晨午晚检, one check in each of the site's slots. */
export function CheckPage() {
  const { t } = useTranslation('health', { keyPrefix: 'check' });
  const index = useCheckIndex();
  if (index.isPending) return <LoadingView />;
  if (index.isError) return <ErrorView error={index.error} onRetry={() => void index.refetch()} />;
  const d = index.data;
  const now = clock();
  const next = nextSlot(d, now);
  let body;
  if (!d.ontime)
    body = (
      <p className="hk-state" role="status">
        {next ? t('notNow', { slot: next.name, start: next.start }) : t('allDone')}
      </p>
    );
  else if (d.realonly) body = <Reported index={d} />;
  else body = <CheckForm onSaved={() => void refreshCheckIndex()} />;
  return (
    <main className="hk-page" aria-label={d.title}>
      <header className="hk-header">
        <h1>{d.title}</h1>
        {d.desc && <p>{d.desc}</p>}
        <p>{d.day}</p>
      </header>
      <Slots index={d} now={now} />
      {body}
    </main>
  );
}
