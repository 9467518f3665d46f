import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { shownByShell } from '@quad/platform/shell/request';
import { useSession } from '@quad/platform/shell/use-session';
import { CodeScanner } from '@quad/platform/ui/code-scanner';
import { EmptyView, LoadingView } from '@quad/platform/ui/state-views';
import type { checkSeat } from '../../contract';
import { checkAtDoor, useSeatCheckEvents } from '../calls/check';
import { seatName } from './seat-name';
import { fullTime } from './when';
import '../seat.css';

type TVerdict = TCallOutput<typeof checkSeat>;

const toneOf = (result: TVerdict['result']) => (result === 'checked' ? 'pass' : result === 'already' ? 'again' : 'stop');

/** The verdict, large: 验票成功 in green, 已验票 (and when) in amber, a refusal in red; the holder and the seat (排/号). */
export function SeatVerdict({ verdict, onNext }: { verdict: TVerdict; onNext: () => void }) {
  const { t } = useTranslation('seat');
  const holder = verdict.holder;
  return (
    <section className={`st-verdict st-verdict--${toneOf(verdict.result)}`} role="alert" aria-label={t('check.verdict')}>
      <h2>{t(`check.result.${verdict.result}`)}</h2>
      {verdict.seatKey && <p className="st-verdict__seat">{seatName(t, verdict.seatKey)}</p>}
      <p>{verdict.result === 'already' ? t('check.alreadyAt', { time: fullTime(verdict.checkedAt) }) : verdict.message}</p>
      {holder && (
        <dl className="st-facts">
          <dt>{t('check.holder')}</dt>
          <dd>{holder.name}</dd>
          <dt>{t('check.number')}</dt>
          <dd>{holder.number}</dd>
          <dt>{t('check.event')}</dt>
          <dd>{verdict.eventTitle}</dd>
          <dt>{t('check.zone')}</dt>
          <dd>{holder.zoneName}</dd>
        </dl>
      )}
      <Button color="primary" fill="outline" onClick={onNext}>
        {t('check.next')}
      </Button>
    </section>
  );
}

/** `seat/chooseSeatcheck` 座位验票: staff scan a seat's QR or type its 兑换码; the seat is shown, a second showing says when it was checked. */
export function SeatCheckPage() {
  const { t } = useTranslation('seat');
  const session = useSession();
  const allowed = session.allowed('seat', 'check');
  const events = useSeatCheckEvents(allowed);
  const [eventId, setEventId] = useState('');
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<TVerdict>();
  const [refusal, setRefusal] = useState('');
  if (session.pending) return <LoadingView />;
  if (!allowed) return <EmptyView text={t('check.forbidden')} />;
  const check = async (what: { token?: string; code?: string }) => {
    if (verdict) return;
    setRefusal('');
    const answer = await checkAtDoor({ ...what, eventId: eventId || undefined });
    if (answer.e === ErrorCode.OK) setVerdict(answer.d);
    else if (!shownByShell(answer.e)) setRefusal(answer.m);
  };
  return (
    <main className="q-page" aria-label={t('check.title')}>
      <label className="st-facts">
        <span>{t('check.event')}</span>
        <select className="q-input" value={eventId} onChange={(e) => setEventId(e.target.value)}>
          <option value="">{t('check.allEvents')}</option>
          {events.data?.list.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </label>
      {verdict ? (
        <SeatVerdict verdict={verdict} onNext={() => (setVerdict(undefined), setTyped(''))} />
      ) : (
        <CodeScanner onCode={(text) => void check({ token: text.trim() })} scanLabel={t('check.scan')} />
      )}
      <form
        className="st-manual"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) void check({ code: typed.trim() });
        }}
      >
        <input
          className="q-input"
          value={typed}
          maxLength={32}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('check.typeCode')}
          aria-label={t('check.typeCode')}
        />
        <Button type="submit" color="primary" size="small">
          {t('check.check')}
        </Button>
      </form>
      {refusal && (
        <p className="st-error" role="alert">
          {refusal}
        </p>
      )}
    </main>
  );
}
