import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { useSession } from '@quad/platform/shell/use-session';
import { CodeScanner } from '@quad/platform/ui/code-scanner';
import { EmptyView, LoadingView } from '@quad/platform/ui/state-views';
import type { checkPass } from '../../contract-office';
import { checkAtGate } from '../calls/office';
import '../permit.css';

type TVerdict = TCallOutput<typeof checkPass>;

/** The verdict, large: green to pass, red with the reason (in the guard's language); the holder's facts to compare with the person. */
export function Verdict({ verdict, onNext }: { verdict: TVerdict; onNext: () => void }) {
  const { t } = useTranslation('permit');
  const p = verdict.permit;
  return (
    <section className={`pm-verdict pm-verdict--${verdict.valid ? 'pass' : 'stop'}`} role="alert" aria-label={t('gate.verdict')}>
      <h2>{verdict.valid ? t('gate.pass') : t('gate.stop')}</h2>
      <p>{t(`gate.reason.${verdict.result}`, { start: p?.start ?? '', end: p?.end ?? '' })}</p>
      {p && (
        <dl className="pm-facts">
          <dt>{t(`kind.${p.kind}`)}</dt>
          <dd>{p.name}</dd>
          {p.plate && (
            <>
              <dt>{t('car.plate')}</dt>
              <dd>{p.plate}</dd>
            </>
          )}
          <dt>{t('visitor.phone')}</dt>
          <dd>{p.phone}</dd>
          {p.idCard && (
            <>
              <dt>{t('visitor.idCard')}</dt>
              <dd>{p.idCard}</dd>
            </>
          )}
          <dt>{t(p.kind === 'visitor' ? 'visitor.host' : 'gate.applicant')}</dt>
          <dd>{p.host}</dd>
          <dt>{t('visitor.window')}</dt>
          <dd>
            {p.start} {t('to')} {p.end}
          </dd>
        </dl>
      )}
      <Button color="primary" fill="outline" onClick={onNext}>
        {t('gate.next')}
      </Button>
    </section>
  );
}

/** `permit/gate`: guards scan (or type) a pass; every check is logged on the server. */
export function GatePage() {
  const { t } = useTranslation('permit');
  const session = useSession();
  const [typed, setTyped] = useState('');
  const [gate, setGate] = useState('');
  const [verdict, setVerdict] = useState<TVerdict>();
  const [refusal, setRefusal] = useState('');
  if (session.pending) return <LoadingView />;
  if (!session.allowed('permit', 'gate')) return <EmptyView text={t('gate.forbidden')} />;
  const check = async (token: string) => {
    if (!token.trim() || verdict) return;
    const answer = await checkAtGate(token.trim(), gate.trim());
    if (answer.e === ErrorCode.OK) setVerdict(answer.d);
    else setRefusal(answer.m);
  };
  return (
    <main className="q-page pm-page" aria-label={t('title.permit.gate')}>
      {verdict ? (
        <Verdict verdict={verdict} onNext={() => (setVerdict(undefined), setTyped(''))} />
      ) : (
        <CodeScanner onCode={(text) => void check(text)} scanLabel={t('gate.scan')} />
      )}
      <form className="pm-manual" onSubmit={(e) => (e.preventDefault(), void check(typed))}>
        <input className="q-input" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('gate.typeCode')} aria-label={t('gate.typeCode')} />
        <Button type="submit" color="primary" size="small">
          {t('gate.check')}
        </Button>
      </form>
      <label className="pm-field">
        {t('gate.gate')}
        <input className="q-input" value={gate} maxLength={30} placeholder={t('gate.gateExample')} onChange={(e) => setGate(e.target.value)} />
      </label>
      {refusal && (
        <p className="pm-error" role="alert">
          {refusal}
        </p>
      )}
    </main>
  );
}
