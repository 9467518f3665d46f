import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { goTo, useExchangeTicket } from '../calls/sign-in';

/**
 * `xidianMinigramLogin/index?ticket=…&redirect=…`: the mini program's web view opens it with a ticket
 * its backend got; the ticket is spent once for a session, then on to `redirect` (this site only: the
 * server answers the site's home for anywhere else).
 */
export function MinigramLoginPage() {
  const { t } = useTranslation('minigram');
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const redirect = params.get('redirect') ?? '';
  const exchange = useExchangeTicket();
  // A ticket is single use: React's double effects in development must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true;
    exchange.mutate({ ticket, redirect }, { onSuccess: (d) => goTo(d.redirect) });
  }, [ticket, redirect, exchange]);

  if (!ticket) return <EmptyView text={t('login.noTicket')} />;
  if (exchange.isError) return <ErrorView error={exchange.error} />;
  return <LoadingView text={t('login.signingIn')} />;
}
