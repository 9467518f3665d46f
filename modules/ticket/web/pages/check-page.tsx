import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { shownByShell } from '@quad/platform/shell/request';
import { useSession } from '@quad/platform/shell/use-session';
import { CodeScanner } from '@quad/platform/ui/code-scanner';
import { EmptyView, LoadingView } from '@quad/platform/ui/state-views';
import type { checkTicket } from '../../contract';
import { checkAtDoor, useCheckEvents } from '../calls/check';
import { fullTime } from './when';
import '../ticket.css';

type TVerdict = TCallOutput<typeof checkTicket>;

const toneOf = (result: TVerdict['result']) => (result === 'checked' ? 'pass' : result === 'already' ? 'again' : 'stop');

/** The verdict, large: 验票成功 in green, 已验票 (and when) in amber, a refusal in red with its reason; the holder to compare with the person. */
export function Verdict({ verdict, onNext }: { verdict: TVerdict; onNext: () => void }) {
  const { t } = useTranslation('ticket');
  const holder = verdict.holder;
  return (
    <section className={`tk-verdict tk-verdict--${toneOf(verdict.result)}`} role="alert" aria-label={t('check.verdict')}>
      <h2>{t(`check.result.${verdict.result}`)}</h2>
      <p>{verdict.result === 'already' ? t('check.alreadyAt', { time: fullTime(verdict.checkedAt) }) : verdict.message}</p>
      {holder && (
        <dl className="tk-facts">
          <dt>{t('check.holder')}</dt>
          <dd>{holder.name}</dd>
          <dt>{t('check.number')}</dt>
          <dd>{holder.number}</dd>
          <dt>{t('event.title')}</dt>
          <dd>{verdict.eventTitle}</dd>
          <dt>{t('event.zone')}</dt>
          <dd>{holder.zoneName}</dd>
        </dl>
      )}
      <Button color="primary" fill="outline" onClick={onNext}>
        {t('check.next')}
      </Button>
    </section>
  );
}

/** `ticket/check` 验票: staff scan a ticket's QR or type its 兑换码; a second showing says it was checked, and when. */
export function CheckPage() {
  const { t } = useTranslation('ticket');
  const session = useSession();
  const allowed = session.allowed('ticket', 'check');
  const events = useCheckEvents(allowed);
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
    <main className="q-page" aria-label={t('title.ticket.check')}>
      <label className="tk-facts">
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
        <Verdict verdict={verdict} onNext={() => (setVerdict(undefined), setTyped(''))} />
      ) : (
        <CodeScanner onCode={(text) => void check({ token: text.trim() })} scanLabel={t('check.scan')} />
      )}
      <form
        className="tk-manual"
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
        <p className="tk-error" role="alert">
          {refusal}
        </p>
      )}
    </main>
  );
}
