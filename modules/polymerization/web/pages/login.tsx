import { useTranslation } from 'react-i18next';
import { safeReturnUrl } from '@quad/platform/shell/login-redirect';
import { queryClient } from '@quad/platform/shell/query-client';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { appPath } from '@quad/platform/shell/site';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { loginByCode, PHONE_PATTERN, sendLoginCode } from '../../contract';
import { Field } from './field';
import { goTo } from './go-to';
import { CodeField } from './send-code-button';
import { useForm } from './use-form';
import '../polymerization.css';

type TField = 'phone' | 'code';

/**
 * `polymerization/login`: 验证码登录, the bound phone and a code sent to it (service-login.ts), then
 * back to the page that asked, as the password sign-in does; a first or reset password is changed first.
 */
export function LoginPage() {
  const { t } = useTranslation('polymerization');
  const [params] = useSearchParams();
  const form = useForm<TField>({ phone: '', code: '' });
  const { values, errors } = form;
  const phoneError = () => (!values.phone ? t('phone.required') : PHONE_PATTERN.test(values.phone.trim()) ? undefined : t('phone.invalid'));
  const check = () => {
    const missing: Partial<Record<TField, string>> = {};
    const bad = phoneError();
    if (bad) missing.phone = bad;
    if (!values.code) missing.code = t('code.required');
    return missing;
  };
  const done = (d: unknown) => {
    queryClient.clear();
    const back = safeReturnUrl(params.get('redirect_url') ?? params.get('redirect'), appPath(''));
    const mustChange = (d as { must_change_password?: boolean } | undefined)?.must_change_password;
    goTo(mustChange ? `${appPath('center/password')}?redirect=${encodeURIComponent(back)}` : back);
  };
  return (
    <main className="q-page pm-page">
      <form
        className="q-card pm-form"
        onSubmit={(e) => void form.submit(loginByCode, () => ({ phone: values.phone.trim(), code: values.code.trim() }), check, done)(e)}
        noValidate
      >
        <Field
          name="phone"
          label={t('login.phone')}
          placeholder={t('phone.placeholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={form.set('phone')}
          error={errors.phone}
        />
        <CodeField
          value={values.code}
          onChange={form.set('code')}
          error={errors.code}
          send={{
            call: sendLoginCode,
            input: () => (phoneError() ? (form.setMessage(phoneError() ?? ''), undefined) : { phone: values.phone.trim() }),
            onRefused: form.setMessage,
          }}
        />
        <p className="pm-note">{t('login.note')}</p>
        <FormSubmit error={form.message} errorClassName="pm-message" busy={form.busy} size="large">
          {t('login.submit')}
        </FormSubmit>
      </form>
      <p className="pm-links">
        <Link to="/center/login">{t('login.withPassword')}</Link>
        <Link to="/polymerization/resetPassword">{t('login.forgot')}</Link>
      </p>
    </main>
  );
}
