import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useEndSession, useMySessions } from '../calls/sessions';
import { deviceOf } from './device-name';

/**
 * 登录设备: where my account is signed in now (this device first), each but this one with 退出, so
 * that a sign-in that is not mine ends at once, without changing the password.
 */
export function OpenSessions() {
  const { t } = useTranslation('uc');
  const sessions = useMySessions();
  const end = useEndSession();
  if (sessions.isPending) return <LoadingView />;
  if (sessions.isError) return <ErrorView error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const list = [...sessions.data.list].sort((a, b) => Number(b.current) - Number(a.current));
  const endOne = async (key: string) => {
    if (!(await confirm(t('sessions.endConfirm')))) return;
    const done = await end.mutateAsync({ key }).catch((refusal: Error) => toast(refusal.message));
    if (done) toast(t('sessions.ended'));
  };
  return (
    <section aria-labelledby="uc-sessions">
      <h2 id="uc-sessions" className="uc-section-title">
        {t('sessions.title')}
      </h2>
      <ul className="q-card uc-identities" aria-label={t('sessions.title')}>
        {list.map((s) => (
          <li key={s.key} className="uc-row">
            <span>
              <strong>{deviceOf(s.userAgent)}</strong>
              <br />
              <span className="uc-muted">{t('sessions.seen', { ip: s.ip, when: timeParts(s.lastSeen).fullTime })}</span>
            </span>
            {s.current ? (
              <span className="uc-badge">{t('sessions.current')}</span>
            ) : (
              <Button size="mini" color="danger" fill="outline" disabled={end.isPending} onClick={() => void endOne(s.key)}>
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
