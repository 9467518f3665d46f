import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyCode } from '../calls/get-my-code';
import './code.css';

/** Seconds left until `due` (unix seconds), ticking every second. */
function useCountdown(due: number): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil(due - now));
}

/**
 * `center/qrcode` (and the schools' variants): my health code. The server signs a new code each
 * minute; the page fetches it when the minute turns and whenever it comes back into view, so a
 * screenshot is worthless a minute later.
 */
export function HealthCodePage() {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const code = useMyCode();
  const left = useCountdown((code.data?.issuedAt ?? 0) + 60);
  if (code.isPending) return <LoadingView />;
  if (code.isError) return <ErrorView error={code.error} onRetry={() => void code.refetch()} />;
  const c = code.data;
  return (
    <main className={`hc-page hc-page--${c.colour}`} aria-label={t('title')}>
      <section className="hc-card">
        <h1 className="hc-colour">{t(`colour.${c.colour}`)}</h1>
        <p className="hc-who">
          {c.realname} · {c.number}
        </p>
        <p className="hc-dept">{c.deptName}</p>
        <img className="hc-qr" alt={t('qrAlt')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.svg)}`} />
        <p className="hc-refresh" aria-live="polite">
          {t('refreshIn', { seconds: left })}
        </p>
        {c.reasons.length > 0 && (
          <ul className="hc-reasons" aria-label={t('reasons')}>
            {c.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        <p className="hc-note">{t('note')}</p>
      </section>
      <nav className="hc-links">
        <Link to="/ncov/index">{t('report')}</Link>
      </nav>
    </main>
  );
}
