import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import Input from 'antd-mobile/es/components/input';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import { ErrorCode } from '@quad/contracts/errors';
import { safeReturnUrl } from '@quad/platform/shell/login-redirect';
import { queryClient } from '@quad/platform/shell/query-client';
import { NETWORK_ERROR, refusalReason, request } from '@quad/platform/shell/request';
import { CAPTCHA_REQUIRED } from '@quad/contracts/captcha-calls';
import { currentSite, appPath } from '@quad/platform/shell/site';
import { useSiteSettings } from '@quad/platform/shell/startup';
import { isPhoneUA } from '@quad/platform/shell/device';
import { AreaWidget, offeredWidget } from '@quad/platform/ui/widget-host';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { loginCheck } from '../../contract';
import { PasswordField } from './password-field';
import '../uc.css';

type TField = 'username' | 'password';

// Asked for after repeated failures only: the slider (and its pictures) never weighs on the page's first load.
const SliderCaptcha = lazy(() => import('@quad/platform/ui/slider-captcha'));

/** Sign-in (`center/login`): the site's logo and name, account and password, then back to the page that asked. */
export function LoginPage() {
  const { t } = useTranslation('uc');
  const [params] = useSearchParams();
  const site = currentSite();
  const settings = useSiteSettings();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TField, string>>>({});
  const [captcha, setCaptcha] = useState(false);
  // 扫码登录 is another area's widget (modules/smlogin), loaded only when chosen, and only on a computer:
  // a phone cannot scan its own screen.
  const scanLogin = isPhoneUA() ? undefined : offeredWidget('scanLogin');
  const [scanning, setScanning] = useState(false);

  const submit = async (event?: FormEvent, captchaToken?: string) => {
    event?.preventDefault();
    const missing: Partial<Record<TField, string>> = {};
    if (!username.trim()) missing.username = t('login.usernameRequired');
    if (!password) missing.password = t('login.passwordRequired');
    setFieldErrors(missing);
    setMessage('');
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const answer = await request(loginCheck, { username: username.trim(), password, ...(captchaToken ? { captcha_token: captchaToken } : {}) });
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      queryClient.clear();
      const back = safeReturnUrl(params.get('redirect_url') ?? params.get('redirect'), appPath(''));
      // A full load: every cached view of "who is here" starts afresh with the new session. A first or
      // reset password is changed before anything else.
      location.assign(answer.d.must_change_password ? `${appPath('center/password')}?redirect=${encodeURIComponent(back)}` : back);
      return;
    }
    // Network and system failures were shown by request(); anything else is the server's own words.
    if (answer.e === NETWORK_ERROR || answer.e === ErrorCode.SYSTEM) return;
    // After repeated failures the server wants the slider first: passing it sends the sign-in again with its token.
    setCaptcha(refusalReason(answer) === CAPTCHA_REQUIRED);
    const errors = (answer.d as { errors?: Partial<Record<TField, string>> } | undefined)?.errors;
    if (errors) setFieldErrors(errors);
    setMessage(answer.m);
  };

  return (
    <main className="q-page uc-login">
      <header className="uc-login__brand">
        <img src={site.imgUrl || settings.data?.site_logo || DEFAULT_LOGO} alt="" width={72} height={72} />
        <h1>{site.name || settings.data?.site_name}</h1>
      </header>
      {scanLogin && (
        // Tabs, not buttons: the only button named 登录 stays the form's own.
        <div className="uc-login__tabs" role="tablist" aria-label={t('login.how')}>
          <button type="button" role="tab" aria-selected={!scanning} onClick={() => setScanning(false)}>
            {t('login.withPassword')}
          </button>
          <button type="button" role="tab" aria-selected={scanning} onClick={() => setScanning(true)}>
            {t('login.withScan')}
          </button>
        </div>
      )}
      {scanLogin && scanning && <AreaWidget widget={scanLogin} />}
      <form className="uc-login__form" onSubmit={(e) => void submit(e)} noValidate hidden={scanLogin && scanning}>
        <label className="uc-field">
          <span className="uc-field__label">{t('login.username')}</span>
          <Input
            name="username"
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={setUsername}
            clearable
            aria-invalid={!!fieldErrors.username}
          />
        </label>
        {fieldErrors.username && <p className="uc-field__error">{fieldErrors.username}</p>}
        <PasswordField
          name="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        {captcha && (
          <Suspense fallback={null}>
            <SliderCaptcha onPass={(token) => void submit(undefined, token)} />
          </Suspense>
        )}
        <FormSubmit error={message} errorClassName="uc-login__message" busy={busy} size="large">
          {t('login.submit')}
        </FormSubmit>
      </form>
      <nav className="uc-login__other" aria-label={t('login.otherWays')} hidden={scanLogin && scanning}>
        <Link to={`/polymerization/login${window.location.search}`}>{t('login.withSms')}</Link>
        <Link to="/polymerization/resetPassword">{t('login.forgot')}</Link>
      </nav>
      {settings.data?.copyright && <footer className="q-copyright">{settings.data.copyright}</footer>}
    </main>
  );
}
