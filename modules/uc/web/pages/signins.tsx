import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useSignIns } from '../calls/list-sign-ins';
import { deviceOf } from './device-name';
import { OpenSessions } from './open-sessions';
import '../uc.css';

/** `center/signins`: where my account is signed in now, and the latest sign-ins to it (issue 4: people see the sign-ins to their own account). */
export function SignInsPage() {
  const { t } = useTranslation('uc');
  const list = useSignIns();
  // Every way in has its label (password, sms, wecom, dingtalk, cas, oidc, qrcode, minigram, switch, …); one added later without one reads 其他.
  const methodLabel = (method: string) => t([`signins.method.${method}`, 'signins.method.other']);
  if (list.isPending) return <LoadingView />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.list;
  return (
    <main className="q-page">
      <OpenSessions />
      <h2 className="uc-section-title">{t('signins.history')}</h2>
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
              <span className="uc-badge">{methodLabel(s.method)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
