import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useLogoutSession, useSessions } from '../calls/network';
import { refusalText, traffic } from './parts';

const MB = 1024 * 1024;

/** `networkApp/terminalSearch` 在线设备: the devices online on my account, each with 下线 after a confirmation. */
export function TerminalPage() {
  const { t } = useTranslation('network');
  const sessions = useSessions();
  const logout = useLogoutSession();
  if (sessions.isError) return <ErrorView error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (!sessions.isSuccess) return <LoadingView />;
  const list = sessions.data.list;

  const kick = async (id: string, device: string) => {
    if (!(await confirm(t('sessions.confirm', { device })))) return;
    try {
      await logout.mutateAsync({ id });
      toast(t('sessions.done'));
    } catch (refusal) {
      toast(refusalText(refusal));
    }
  };

  return (
    <main className="q-page" aria-label={t('sessions.title')}>
      {list.length === 0 ? (
        <EmptyView text={t('sessions.empty')} />
      ) : (
        <ul className="q-list">
          {list.map((s) => (
            <li key={s.id} className="q-list-card" aria-label={s.device}>
              <strong>{s.device}</strong>
              <div>
                IP {s.ip} · MAC {s.mac}
              </div>
              <div>{t('sessions.since', { time: timeParts(s.since).fullTime })}</div>
              <div>{t('sessions.traffic', { down: traffic(s.bytesIn / MB), up: traffic(s.bytesOut / MB) })}</div>
              <Button size="small" color="danger" disabled={logout.isPending} onClick={() => void kick(s.id, s.device)}>
                {t('sessions.logout')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
