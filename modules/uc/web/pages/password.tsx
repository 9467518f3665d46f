import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { safeReturnUrl } from '@quad/platform/shell/login-redirect';
import { queryClient } from '@quad/platform/shell/query-client';
import { request, shownByShell } from '@quad/platform/shell/request';
import { appPath } from '@quad/platform/shell/site';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { changePassword } from '../../contract';
import { useUserInfo } from '../calls/get-info';
import { PasswordField } from './password-field';
import '../uc.css';

type TField = 'old_password' | 'new_password' | 'new_password2';

/**
 * `center/password`: change my password. A first or reset password is sent here by the server
 * (10028, with `redirect`) and nothing else works until it is changed; then back to that page.
 */
export function PasswordPage() {
  const { t } = useTranslation('uc');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const info = useUserInfo();
  const [values, setValues] = useState<Record<TField, string>>({ old_password: '', new_password: '', new_password2: '' });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: TField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<TField, string>> = {};
    if (!values.old_password) missing.old_password = t('password.currentRequired');
    if (!values.new_password) missing.new_password = t('password.newRequired');
    if (!values.new_password2) missing.new_password2 = t('password.repeatRequired');
    else if (values.new_password2 !== values.new_password) missing.new_password2 = t('password.mismatch');
    setErrors(missing);
    setMessage('');
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const answer = await request(changePassword, values);
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      toast(t('password.done'));
      queryClient.clear();
      // A full load: calls refused before the change start afresh.
      location.assign(safeReturnUrl(redirect, appPath('center/personal')));
      return;
    }
    if (shownByShell(answer.e)) return;
    const fieldErrors = (answer.d as { errors?: Partial<Record<TField, string>> } | undefined)?.errors;
    if (fieldErrors) setErrors(fieldErrors);
    else setMessage(answer.m);
  };

  const field = (name: TField, label: string, placeholder: string) => (
    <PasswordField
      name={name}
      label={label}
      placeholder={placeholder}
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
    />
  );

  return (
    <main className="q-page uc-password">
      {redirect && <p className="uc-note">{t('password.forced')}</p>}
      <form className="q-card uc-password__form" onSubmit={(e) => void submit(e)} noValidate>
        {/* Lets the browser's password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={info.data?.base.username ?? ''} readOnly hidden />
        {field('old_password', t('password.current'), t('password.currentPlaceholder'))}
        {field('new_password', t('password.new'), t('password.newPlaceholder'))}
        {field('new_password2', t('password.repeat'), t('password.repeatPlaceholder'))}
        <p className="uc-note">{t('password.rule')}</p>
        <FormSubmit error={message} errorClassName="uc-login__message" busy={busy} size="large">
          {t('password.submit')}
        </FormSubmit>
      </form>
    </main>
  );
}
