import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { RequestError } from '@quad/platform/shell/request';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView } from '@quad/platform/ui/state-views';
import { goTo, useCorpBind } from '../calls/sign-in';

/**
 * `corpBind/index?ticket=…`: the first sign-in of a messaging-app account nobody on the site holds.
 * The person proves who they are with their number and current password; the account is then theirs
 * and they are signed in (the next sign-in goes straight through).
 */
export function CorpBindPage() {
  const { t } = useTranslation('minigram');
  const ticket = useSearchParams()[0].get('ticket') ?? '';
  const bind = useCorpBind();
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState('');

  if (!ticket) return <EmptyView text={t('bind.noTicket')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    bind.mutate(
      { ticket, number: number.trim(), password },
      { onSuccess: (d) => goTo(d.redirect), onError: (error) => setRefusal(error instanceof RequestError ? error.message : t('bind.failed')) },
    );
  };

  return (
    <main className="q-page">
      <form className="q-card" onSubmit={submit} aria-labelledby="mg-bind-title" style={{ padding: 16 }}>
        <h1 id="mg-bind-title">{t('bind.title')}</h1>
        <p>{t('bind.lead')}</p>
        <p>
          <label>
            {t('bind.number')}
            <input name="number" value={number} onChange={(e) => setNumber(e.target.value)} autoComplete="username" required />
          </label>
        </p>
        <p>
          <label>
            {t('bind.password')}
            <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
          </label>
        </p>
        {refusal && <p role="alert">{refusal}</p>}
        <Button block color="primary" size="large" type="submit" disabled={bind.isPending}>
          {t('bind.submit')}
        </Button>
      </form>
    </main>
  );
}
