import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { RequestError } from '@quad/platform/shell/request';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView } from '@quad/platform/ui/state-views';
import { goTo, useCorpBind, useCorpBindByCode, useCorpBindSendCode } from '../calls/sign-in';

type TWay = 'password' | 'code';

/**
 * `corpBind/index?ticket=…`: the first sign-in of a messaging-app account nobody on the site holds.
 * The person proves who they are with their number and either their current password or a one-time
 * code sent to the phone bound to the number (shown masked); the account is then theirs and they are
 * signed in (the next sign-in goes straight through).
 */
export function CorpBindPage() {
  const { t } = useTranslation('minigram');
  const ticket = useSearchParams()[0].get('ticket') ?? '';
  const bind = useCorpBind();
  const bindByCode = useCorpBindByCode();
  const sendCode = useCorpBindSendCode();
  const [way, setWay] = useState<TWay>('password');
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [wait, setWait] = useState(0);
  const [refusal, setRefusal] = useState('');
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (!ticket) return <EmptyView text={t('bind.noTicket')} />;

  const refused = (error: unknown) => setRefusal(error instanceof RequestError ? error.message : t('bind.failed'));
  const done = { onSuccess: (d: { redirect: string }) => goTo(d.redirect), onError: refused };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    if (way === 'password') bind.mutate({ ticket, number: number.trim(), password }, done);
    else bindByCode.mutate({ ticket, number: number.trim(), code: code.trim() }, done);
  };
  const askCode = () => {
    setRefusal('');
    if (!number.trim()) return setRefusal(t('bind.numberRequired'));
    sendCode.mutate(
      { ticket, number: number.trim() },
      {
        onSuccess: (d) => {
          setSentTo(d.phone);
          setWait(d.resend_in);
        },
        onError: refused,
      },
    );
  };
  const choose = (next: TWay) => {
    setWay(next);
    setRefusal('');
  };

  return (
    <main className="q-page">
      <form className="q-card" onSubmit={submit} aria-labelledby="mg-bind-title" style={{ padding: 16 }}>
        <h1 id="mg-bind-title">{t('bind.title')}</h1>
        <p>{t('bind.lead')}</p>
        <div role="tablist" aria-label={t('bind.how')} style={{ display: 'flex', gap: 16 }}>
          {(['password', 'code'] as const).map((w) => (
            <button key={w} type="button" role="tab" aria-selected={way === w} onClick={() => choose(w)}>
              {t(`bind.by.${w}`)}
            </button>
          ))}
        </div>
        <p>
          <label>
            {t('bind.number')}
            <input name="number" value={number} onChange={(e) => setNumber(e.target.value)} autoComplete="username" required />
          </label>
        </p>
        {way === 'password' ? (
          <p>
            <label>
              {t('bind.password')}
              <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
            </label>
          </p>
        ) : (
          <>
            <p>
              <label>
                {t('bind.code')}
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} required />
              </label>{' '}
              <button type="button" disabled={sendCode.isPending || wait > 0} onClick={askCode}>
                {wait > 0 ? t('bind.wait', { seconds: wait }) : t('bind.sendCode')}
              </button>
            </p>
            {sentTo && <p role="status">{t('bind.sentTo', { phone: sentTo })}</p>}
          </>
        )}
        {refusal && <p role="alert">{refusal}</p>}
        <Button block color="primary" size="large" type="submit" disabled={bind.isPending || bindByCode.isPending}>
          {t('bind.submit')}
        </Button>
      </form>
    </main>
  );
}
