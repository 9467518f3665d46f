import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { basePath } from '@quad/platform/shell/site';
import { LoadingView } from '@quad/platform/ui/state-views';
import { SIGN_IN_PATH } from '../../contract';

/**
 * The server's sign-in entry, for the page's `redirect` (the server refuses one that is not this site's);
 * it goes on to OIDC or CAS, whichever the site uses.
 */
export function ssoLoginHref(redirect: string | null): string {
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(redirect || basePath())}`;
}

/**
 * `sso/index`: hands the browser to the server's sign-in entry, which answers a redirect to the
 * school's OIDC provider or CAS login, or a Chinese page when the site has neither on. A full page load, not a route
 * change: the sign-in leaves the app.
 */
export function SsoStartPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const href = ssoLoginHref(params.get('redirect'));
  useEffect(() => window.location.replace(href), [href]);
  return <LoadingView text={t('start.going')} />;
}
