import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import { toast } from '@quad/platform/shell/dialogs';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { NETWORK_PASSWORD_MAX, NETWORK_PASSWORD_MIN } from '../../contract';
import { useSetPassword } from '../calls/network';
import { refusalText } from './parts';

/** The contract's rule, checked here too so a slip is answered before anything is sent. */
const FITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;

/**
 * `networkApp/setPass` 修改上网密码: the network login's password, typed twice. The portal password
 * is not asked: the person is signed in as themselves, and the server caps how often it may change.
 */
export function SetPassPage() {
  const { t } = useTranslation('network');
  const change = useSetPassword();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');

  const send = async () => {
    if (password.length < NETWORK_PASSWORD_MIN || password.length > NETWORK_PASSWORD_MAX || !FITS.test(password))
      return setError(t('password.rules'));
    if (password !== again) return setError(t('password.differ'));
    setError('');
    try {
      await change.mutateAsync({ password, password2: again });
      setPassword('');
      setAgain('');
      toast(t('password.done'));
    } catch (refusal) {
      setError(refusalText(refusal));
    }
  };

  return (
    <main className="q-page">
      <form className="q-card" aria-label={t('password.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
        <p>{t('password.rules')}</p>
        <p>{t('password.why')}</p>
        <label>
          <span>{t('password.new')}</span>
          <Input className="q-input" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
        </label>
        <label>
          <span>{t('password.again')}</span>
          <Input className="q-input" type="password" autoComplete="new-password" value={again} onChange={setAgain} />
        </label>
        <FormSubmit error={error} errorClassName="q-error" busy={change.isPending}>
          {t('password.submit')}
        </FormSubmit>
      </form>
    </main>
  );
}
