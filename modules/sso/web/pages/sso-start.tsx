import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { basePath } from '@quad/platform/shell/site';
import { LoadingView } from '@quad/platform/ui/state-views';
import { CAS_LOGIN_PATH } from '../../contract';

/** Where the server's CAS entry is, for the page's `redirect` (the server refuses one that is not this site's). */
export function casLoginHref(redirect: string | null): string {
  return `${CAS_LOGIN_PATH}?redirect=${encodeURIComponent(redirect || basePath())}`;
}

/**
 * `sso/index`: hands the browser to the server's CAS entry, which answers a redirect to the school's
 * CAS login, or a Chinese page when the site has not turned CAS on. A full page load, not a route
 * change: the sign-in leaves the app.
 */
export function SsoStartPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const href = casLoginHref(params.get('redirect'));
  useEffect(() => window.location.replace(href), [href]);
  return <LoadingView text={t('start.going')} />;
}
