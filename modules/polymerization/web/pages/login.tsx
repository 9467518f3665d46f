import { useTranslation } from 'react-i18next';
import { safeReturnUrl } from '@quad/platform/shell/login-redirect';
import { queryClient } from '@quad/platform/shell/query-client';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { appPath } from '@quad/platform/shell/site';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { loginByCode, sendLoginCode } from '../../contract';
import { goTo } from './go-to';
import { PhoneCodeFields, usePhoneCodeCheck } from './phone-code-fields';
import { useForm } from './use-form';
import '../polymerization.css';

/**
 * `polymerization/login`: 验证码登录, the bound phone and a code sent to it (service-login.ts), then
 * back to the page that asked, as the password sign-in does; a first or reset password is changed first.
 */
export function LoginPage() {
  const { t } = useTranslation('polymerization');
  const [params] = useSearchParams();
  const form = useForm({ phone: '', code: '' });
  const { values } = form;
  const check = usePhoneCodeCheck();
  const done = (d: unknown) => {
    queryClient.clear();
    const back = safeReturnUrl(params.get('redirect_url') ?? params.get('redirect'), appPath(''));
    const mustChange = (d as { must_change_password?: boolean } | undefined)?.must_change_password;
    goTo(mustChange ? `${appPath('center/password')}?redirect=${encodeURIComponent(back)}` : back);
  };
  return (
    <main className="q-page ac-page">
      <form
        className="q-card ac-form"
        onSubmit={(e) => void form.submit(loginByCode, () => ({ phone: values.phone.trim(), code: values.code.trim() }), () => check(values), done)(e)}
        noValidate
      >
        <PhoneCodeFields form={form} label={t('login.phone')} send={sendLoginCode} />
        <p className="ac-note">{t('login.note')}</p>
        <FormSubmit error={form.message} errorClassName="ac-message" busy={form.busy} size="large">
          {t('login.submit')}
        </FormSubmit>
      </form>
      <p className="ac-links">
        <Link to="/center/login">{t('login.withPassword')}</Link>
        <Link to="/polymerization/resetPassword">{t('login.forgot')}</Link>
      </p>
    </main>
  );
}
