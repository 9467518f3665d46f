import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import { storage } from '@quad/platform/shell/storage';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import type { TAnswers, TPaper, TPaperQuestion } from '../../contract';
import { useSubmitAttempt } from '../calls/taker';

/**
 * Seconds left on the paper's clock. `endsAt` is this phone's time of the deadline, worked out when
 * the paper arrived from the server's own clock (`paper.now`), so a phone set wrong counts right.
 */
function useSecondsLeft(paper: TPaper, endsAt: number): number {
  const [seconds, setSeconds] = useState(Math.max(0, paper.deadline - paper.now));
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
}

/**
 * Answers given so far, kept on this device (the officeDb store, cleared at logout) until shortly after
 * the deadline, so 继续答题 finds them after a reload, and after the messaging app closed its page.
 */
const draftKey = (attemptId: string) => `answer-draft:${attemptId}`;
/** A draft outlives the deadline a little: a hand-in refused as late may still be read back. */
const DRAFT_AFTER_DEADLINE_S = 600;
const readDraft = (attemptId: string): TAnswers => storage.get<TAnswers>(draftKey(attemptId)) ?? {};
function writeDraft(attemptId: string, answers: TAnswers, endsAt: number): void {
  storage.set(draftKey(attemptId), answers, Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) + DRAFT_AFTER_DEADLINE_S);
}

const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The answering page: the drawn questions, the countdown, and 交卷. At zero the answers given so far
 * are handed in by themselves; the server decides whether they came in time.
 */
export function AnswerSheet({ paper, endsAt }: { paper: TPaper; endsAt: number }) {
  const { t } = useTranslation('answer');
  const navigate = useNavigate();
  const submit = useSubmitAttempt();
  const [answers, setAnswers] = useState<TAnswers>(() => readDraft(paper.attemptId));
  const [error, setError] = useState('');
  const seconds = useSecondsLeft(paper, endsAt);
  const sent = useRef(false);

  const handIn = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setError('');
    const done = await submit.mutateAsync({ attemptId: paper.attemptId, answers }).catch((refusal: Error) => {
      setError(refusal.message);
      return null;
    });
    if (!done) {
      // Refused or not sent (a lost connection): 交卷 may be pressed again.
      sent.current = false;
      return;
    }
    storage.remove(draftKey(paper.attemptId));
    void navigate(`/answer/record?id=${encodeURIComponent(paper.attemptId)}`, { replace: true });
  }, [answers, navigate, paper.attemptId, submit]);

  useEffect(() => {
    if (seconds === 0) void handIn();
  }, [seconds, handIn]);

  useEffect(() => writeDraft(paper.attemptId, answers, endsAt), [paper.attemptId, answers, endsAt]);

  const set = (q: TPaperQuestion, value: string[]) => setAnswers((now) => ({ ...now, [q.id]: value }));
  const toggle = (q: TPaperQuestion, key: string) => {
    const mine = answers[q.id] ?? [];
    if (q.kind !== 'multiple') return set(q, [key]);
    set(q, mine.includes(key) ? mine.filter((k) => k !== key) : [...mine, key]);
  };
  const answered = paper.questions.filter((q) => (answers[q.id] ?? []).some((a) => a.trim() !== '')).length;

  return (
    <form onSubmit={(e) => (e.preventDefault(), void handIn())}>
      <p className={`q-card aw-clock${seconds <= 60 ? ' aw-clock--short' : ''}`} role="timer" aria-live="off">
        {t('sheet.left', { time: clock(seconds) })}
      </p>
      <h1 className="aw-title">{paper.title}</h1>
      {paper.questions.map((q, index) => (
        <fieldset key={q.id} className="q-card aw-question">
          <legend>
            {t('sheet.question', { n: index + 1, kind: t(`kind.${q.kind}`), points: q.points })} {q.text}
          </legend>
          {q.kind === 'fill' ? (
            <input
              className="q-input aw-fill"
              value={answers[q.id]?.[0] ?? ''}
              maxLength={200}
              aria-label={t('sheet.fillOf', { n: index + 1 })}
              placeholder={t('sheet.fill')}
              onChange={(e) => set(q, [e.target.value])}
            />
          ) : (
            q.options.map((o) => (
              <label key={o.key} className="aw-option">
                <input
                  type={q.kind === 'multiple' ? 'checkbox' : 'radio'}
                  name={`aw-${q.id}`}
                  checked={(answers[q.id] ?? []).includes(o.key)}
                  onChange={() => toggle(q, o.key)}
                />
                <span>{q.kind === 'judge' ? t(`judge.${o.key}`) : `${o.key}. ${o.text}`}</span>
              </label>
            ))
          )}
        </fieldset>
      ))}
      <section className="q-card">
        <p className="aw-meta">{t('sheet.answered', { count: answered, total: paper.questions.length })}</p>
        <FormSubmit error={error} errorClassName="aw-error" busy={submit.isPending}>
          {t('sheet.submit')}
        </FormSubmit>
      </section>
    </form>
  );
}
