import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useSignIns } from '../calls/list-sign-ins';
import '../uc.css';

/** A short name for the device a sign-in came from, from its user agent. */
export function deviceOf(userAgent: string): string {
  if (/wxwork/i.test(userAgent)) return '企业微信';
  if (/MicroMessenger/i.test(userAgent)) return '微信';
  const os = /iPhone|iPad|Android|Windows|Mac OS X|Linux/.exec(userAgent)?.[0]?.replace('Mac OS X', 'macOS');
  // Most specific first: Edge's agent also names Chrome and Safari, Chrome's names Safari.
  const browser = ['Edg', 'Firefox', 'Chrome', 'Safari'].find((b) => userAgent.includes(b))?.replace('Edg', 'Edge');
  return [os, browser].filter(Boolean).join(' · ') || userAgent.slice(0, 40) || '—';
}

/** `center/signins`: the latest sign-ins to my account (issue 4: people see the sign-ins to their own account). */
export function SignInsPage() {
  const { t } = useTranslation('uc');
  const list = useSignIns();
  if (list.isPending) return <LoadingView />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.list;
  return (
    <main className="q-page">
      <p className="uc-note">{t('signins.note')}</p>
      {items.length === 0 ? (
        <EmptyView text={t('signins.empty')} />
      ) : (
        <ul className="q-card uc-identities" aria-label={t('personal.signins')}>
          {items.map((s, i) => (
            <li key={`${s.created}-${i}`} className="uc-row">
              <span>
                <strong>{timeParts(s.created).fullTime}</strong>
                <br />
                <span className="uc-muted">
                  {deviceOf(s.user_agent)} · {s.ip}
                </span>
              </span>
              <span className="uc-badge">{t(`signins.method.${['password', 'corp', 'switch'].includes(s.method) ? s.method : 'other'}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
