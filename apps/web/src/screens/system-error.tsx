import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from '@quad/platform/shell/router';
import { reportException } from '@quad/platform/shell/request';
import { LazyNetworkError } from '@quad/platform/ui/state-views';

/** Full-page 系统异常 (spec §8). */
export function SystemErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <main className="q-page q-no-page" role="alert">
      <h1 className="q-no-page__title">{t('systemError')}</h1>
      <p className="q-state">{t('loadFailed')}</p>
      <Link className="q-button-link" to="/">
        {t('noPage.home')}
      </Link>
    </main>
  );
}

/** A page's code could not be fetched: the network, not the app, failed. */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/** The router's error screen: a page that crashed is reported to the server's web log (spec §7). */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadFailure(error);
  useEffect(() => {
    if (!chunkFailed) reportException(error);
  }, [error, chunkFailed]);
  return chunkFailed ? <LazyNetworkError /> : <SystemErrorPage />;
}
