import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { queryClient } from '@quad/platform/shell/query-client';
import { NETWORK_ERROR } from '@quad/platform/shell/request';
import { useSearchParams } from '@quad/platform/shell/router';
import { appPath } from '@quad/platform/shell/site';
import { sameSitePath, type TScanStatus } from '../../rules';
import { createTicket, exchangeTicket, waitForStatus } from '../calls/desktop';
import '../smlogin.css';

type TTicket = { id: string; secret: string; link: string; svg: string };
type TPanelStatus = TScanStatus | 'loading' | 'failed';
type TView = { ticket?: TTicket; status: TPanelStatus; name: string; error: string };
const LOADING: TView = { status: 'loading', name: '', error: '' };

/** After a lost connection the wait is asked again this much later (no popup: the panel just keeps following). */
const RETRY_MS = 2000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()));
  });

/**
 * Follows one QR from its making to its end, telling `show` each state: made, then each change the
 * server reports (its wait answers at once on a change, else after 25 s, and is asked again). A
 * confirmation is exchanged for the session at once and the page goes to `target`; an expired QR
 * asks for the next one (`renew`).
 */
type TWaitAnswer = Awaited<ReturnType<typeof waitForStatus>>;

async function follow(signal: AbortSignal, show: (change: Partial<TView>) => void, renew: () => void, target: string): Promise<void> {
  const made = await createTicket();
  if (signal.aborted) return;
  if (made.e !== 0) return show({ status: 'failed', error: made.m });
  const ticket = made.d;
  show({ ticket, status: 'waiting', name: '', error: '' });
  let known: TScanStatus = 'waiting';
  while (!signal.aborted) {
    const answer: TWaitAnswer | undefined = await waitForStatus(ticket, known, { signal, quiet: true }).catch(() => undefined);
    if (!answer || signal.aborted) return;
    if (answer.e === NETWORK_ERROR) {
      await pause(RETRY_MS, signal);
      continue;
    }
    if (answer.e !== 0) return show({ status: 'failed', error: answer.m });
    known = answer.d.status;
    show({ status: known, name: answer.d.name });
    if (known === 'expired') return renew();
    if (known === 'confirmed') {
      const taken = await exchangeTicket(ticket);
      if (taken.e !== 0) return show({ status: 'failed', error: taken.m });
      // A full load, as after a password sign-in: every cached view of "who is here" starts afresh.
      queryClient.clear();
      location.assign(target);
      return;
    }
    if (known !== 'waiting' && known !== 'scanned') return;
  }
}

/**
 * The login page's 扫码登录 panel (the `scanLogin` widget): a QR of a single-use request that a new one
 * replaces each minute, the state of the current one, and once a phone confirms, signed in and on to
 * the page that asked (a path of this site only).
 */
export function ScanLoginPanel() {
  const { t } = useTranslation('smlogin');
  const [params] = useSearchParams();
  const [round, setRound] = useState(0);
  const [view, setView] = useState<TView>(LOADING);
  const target = sameSitePath(params.get('redirect_url') ?? params.get('redirect'), location.href, appPath(''));

  // The next QR: the current one's view goes at once, so an old code is never shown as the one to scan.
  const renew = () => {
    setView(LOADING);
    setRound((r) => r + 1);
  };

  useEffect(() => {
    const stop = new AbortController();
    void follow(stop.signal, (change) => !stop.signal.aborted && setView((v) => ({ ...v, ...change })), renew, target);
    return () => stop.abort();
    // `target` is read once per QR: the address does not change while the panel is up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const { ticket, status } = view;
  const ended = status === 'cancelled' || status === 'failed' || status === 'done';
  return (
    <section className="sl-panel" aria-label={t('desktop.title')}>
      <div className={`sl-qr sl-qr--${status}`}>
        {ticket && status !== 'loading' ? (
          <img alt={t('desktop.qrAlt')} data-link={ticket.link} width={200} height={200} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.svg)}`} />
        ) : (
          <div className="sl-qr__blank" />
        )}
      </div>
      <p className="sl-panel__status" role="status" aria-live="polite">
        {status === 'failed' ? view.error : t(`desktop.status.${status}`, { name: view.name })}
      </p>
      {ended && (
        <Button color="primary" fill="outline" onClick={renew}>
          {t('desktop.refresh')}
        </Button>
      )}
    </section>
  );
}
