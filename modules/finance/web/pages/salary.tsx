import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { queryClient } from '@quad/platform/shell/query-client';
import { refusalReason, RequestError } from '@quad/platform/shell/request';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { LOCKED_REASON, salaryMonth, salaryYear, type TPaySlip } from '../../contract';
import { useLockSalary, useSalaryMonth, useSalaryYear } from '../calls/salary';
import { formatYuan } from '../money';
import { SalaryLock } from './salary-lock';
import '../finance.css';

/** Hidden or untouched this long, the page locks itself. */
export const IDLE_LOCK_MS = 5 * 60_000;

const isLocked = (error: unknown) => error instanceof RequestError && refusalReason(error.envelope) === LOCKED_REASON;

/** Locks after IDLE_LOCK_MS without a touch or a key, or when the page comes back after that long hidden. */
function useAutoLock(active: boolean, lock: () => void) {
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(lock, IDLE_LOCK_MS);
    let hiddenAt = 0;
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, IDLE_LOCK_MS);
    };
    const visibility = () => {
      if (document.hidden) hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt >= IDLE_LOCK_MS) lock();
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, touched, { passive: true });
    document.addEventListener('visibilitychange', visibility);
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, touched);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [active, lock]);
}

function Slip({ slip }: { slip: TPaySlip }) {
  const { t } = useTranslation('finance');
  return (
    <>
      {(['应发', '扣发'] as const).map((category) => (
        <section key={category} className="q-card fin-group" aria-label={category}>
          <h3 className="fin-row fin-row--head">
            <span>{category}</span>
            <span>{formatYuan(category === '应发' ? slip.gross : slip.deductions)}</span>
          </h3>
          <ul className="fin-items">
            {slip.items
              .filter((i) => i.category === category)
              .map((i) => (
                <li key={i.item} className="fin-row">
                  <span>
                    {i.item}
                    {i.note && <span className="q-meta"> {i.note}</span>}
                  </span>
                  <span>{formatYuan(i.amount)}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p className="fin-row fin-net">
        <span>{t('salary.net')}</span>
        <strong>{formatYuan(slip.net)}</strong>
      </p>
      {slip.payDate && <p className="q-meta">{t('salary.payDate', { date: slip.payDate })}</p>}
    </>
  );
}

function MonthView({ token, month, onBack, onLocked }: { token: string; month: string; onBack: () => void; onLocked: () => void }) {
  const { t } = useTranslation('finance');
  const slip = useSalaryMonth(token, month);
  useEffect(() => {
    if (isLocked(slip.error)) onLocked();
  }, [slip.error, onLocked]);
  return (
    <>
      <button type="button" className="q-text-button" onClick={onBack}>
        {t('salary.back')}
      </button>
      <h2 className="fin-title">{t('salary.monthTitle', { month })}</h2>
      {slip.isError ? <ErrorView error={slip.error} onRetry={() => void slip.refetch()} /> : slip.data ? <Slip slip={slip.data} /> : <LoadingView />}
    </>
  );
}

function YearView({ token, onOpen, onLocked }: { token: string; onOpen: (month: string) => void; onLocked: () => void }) {
  const { t } = useTranslation('finance');
  const [year, setYear] = useState<number>();
  const answer = useSalaryYear(token, year);
  useEffect(() => {
    if (isLocked(answer.error)) onLocked();
  }, [answer.error, onLocked]);
  if (answer.isError) return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <LoadingView />;
  const data = answer.data;
  if (data.years.length === 0) return <EmptyView text={t('salary.empty')} />;
  return (
    <>
      <div className="fin-years" role="tablist" aria-label={t('salary.year')}>
        {data.years.map((y) => (
          <button key={y} type="button" role="tab" className="fin-tab" aria-selected={y === data.year} onClick={() => setYear(y)}>
            {t('salary.yearTab', { year: y })}
          </button>
        ))}
      </div>
      <p className="q-card fin-row fin-net">
        <span>{t('salary.yearTotal', { year: data.year })}</span>
        <strong>{formatYuan(data.total.net)}</strong>
      </p>
      {data.months.length === 0 ? (
        <EmptyView text={t('salary.empty')} />
      ) : (
        <ul className="fin-months">
          {data.months.map((m) => (
            <li key={m.month}>
              <button type="button" className="q-card fin-row fin-month" onClick={() => onOpen(m.month)} aria-label={t('salary.openMonth', { month: m.month })}>
                <span>{m.month}</span>
                <span>
                  <span className="q-meta">{t('salary.net')} </span>
                  {formatYuan(m.net)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
    </>
  );
}

/**
 * `salary/index` 工资查询: the password again, then a year's months with 实发 and the year's total; a month
 * opens its slip grouped 应发 / 扣发. The unlock lives in this component only (never stored, never in the
 * URL); 锁定, five minutes hidden or idle, or the server's "locked" answer bring the password back and drop
 * every amount from the cache.
 */
export function SalaryPage() {
  const { t } = useTranslation('finance');
  const [token, setToken] = useState('');
  const [month, setMonth] = useState('');
  const [notice, setNotice] = useState('');
  const { mutate: revoke } = useLockSalary();
  const forget = useCallback((why: string) => {
    setToken('');
    setMonth('');
    setNotice(why);
    queryClient.removeQueries({ queryKey: [salaryYear.path] });
    queryClient.removeQueries({ queryKey: [salaryMonth.path] });
  }, []);
  const lock = useCallback(() => {
    revoke({ token });
    forget(t('salary.autoLocked'));
  }, [token, revoke, forget, t]);
  const expired = useCallback(() => forget(t('salary.expired')), [forget, t]);
  useAutoLock(token !== '', lock);

  if (!token) {
    return (
      <main className="q-page">
        <SalaryLock notice={notice} onUnlocked={setToken} />
      </main>
    );
  }
  return (
    <main className="q-page">
      <div className="fin-toolbar">
        <button type="button" className="q-text-button" onClick={() => {
            revoke({ token });
            forget('');
          }}>
          {t('salary.lock')}
        </button>
      </div>
      {month ? <MonthView token={token} month={month} onBack={() => setMonth('')} onLocked={expired} /> : <YearView token={token} onOpen={setMonth} onLocked={expired} />}
    </main>
  );
}
