import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, LoadingView } from '@quad/web/ui/state-views';
import { useUserInfo } from '../api';
import '../uc.css';

/** `center/switch`: the identities of this account (today every account has exactly one). */
export function SwitchPage() {
  const { t } = useTranslation('uc');
  const info = useUserInfo();
  const base = info.data?.base;
  if (info.isPending) return <LoadingView />;
  if (info.isError) return <ErrorView error={info.error} onRetry={() => void info.refetch()} />;
  if (!base) return <EmptyView />;
  return (
    <main className="q-page">
      <ul className="q-card uc-identities">
        <li className="uc-row" aria-current="true">
          <span>
            <strong>{t(`identity.${base.role.identity}`)}</strong> · {base.role.number}
            <br />
            <span className="uc-muted">{base.department}</span>
          </span>
          <span className="uc-badge">{t('switch.current')}</span>
        </li>
      </ul>
      <p className="uc-note">{t('switch.only')}</p>
    </main>
  );
}
