import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { homePath } from '@quad/platform/shell/navigation';
import { NETWORK_ERROR, request } from '@quad/platform/shell/request';
import { clearPersonalCache } from '@quad/platform/shell/session';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { switchIdentity } from '../../contract';
import { useIdentities } from '../calls/list-identities';
import '../uc.css';

/**
 * Switching opens a session for the other identity; everything this device cached about the old one
 * (permissions, pages kept alive) belongs to someone else now, so the portal starts over at home.
 */
async function switchTo(uid: string): Promise<void> {
  const answer = await request(switchIdentity, { uid }, { loading: true });
  if (answer.e === 0) {
    clearPersonalCache();
    window.location.assign(homePath());
    return;
  }
  // A lost network already said so; a refusal says why.
  if (answer.e !== NETWORK_ERROR) toast(answer.m);
  throw new Error(answer.m);
}

/** `center/switch`: the identities of the person signed in, and a tap to become another one. */
export function SwitchPage() {
  const { t } = useTranslation('uc');
  const [busy, setBusy] = useState(false);
  const identities = useIdentities();
  if (identities.isPending) return <LoadingView />;
  if (identities.isError) return <ErrorView error={identities.error} onRetry={() => void identities.refetch()} />;
  const list = identities.data.list;
  if (list.length === 0) return <EmptyView />;
  return (
    <main className="q-page">
      <ul className="q-card uc-identities">
        {list.map((identity) => (
          <li key={identity.uid} className="uc-row" aria-current={identity.current ? 'true' : undefined}>
            <span>
              <strong>{t(`identity.${identity.identity}`)}</strong> · {identity.number}
              <br />
              <span className="uc-muted">{[identity.department, identity.class_name].filter(Boolean).join(' · ')}</span>
            </span>
            {identity.current ? (
              <span className="uc-badge">{t('switch.current')}</span>
            ) : (
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  switchTo(identity.uid).catch(() => setBusy(false));
                }}
              >
                {t('switch.to')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.length === 1 && <p className="uc-note">{t('switch.only')}</p>}
    </main>
  );
}
