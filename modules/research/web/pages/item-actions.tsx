import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { Link } from '@quad/platform/shell/router';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import { useWithdraw } from '../calls/withdraw';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';

/**
 * A list item's flow link and, while it runs, 撤回: offered on every running item, since only the
 * engine knows whether an approver acted yet; it refuses then, and its words are shown.
 */
export function ItemActions({ item }: { item: { instanceId: string; status: TInstanceStatus } }) {
  const { t } = useTranslation('research');
  const withdraw = useWithdraw();
  // Items approved before the portal came have no flow to show.
  if (!item.instanceId) return <p className="q-meta">{t('mine.noFlow')}</p>;
  const take = async () => {
    if (!(await confirm(t('mine.withdrawConfirm')))) return;
    const done = await withdraw.mutateAsync({ id: item.instanceId }).catch((refusal: Error) => toast(refusal.message));
    if (done) toast(t('mine.withdrawn'));
  };
  return (
    <div className="rs-item__actions">
      <Link className="q-text-button" to={flowPath(item.instanceId)}>
        {t('mine.flow')}
      </Link>
      {item.status === 'running' && (
        <Button size="small" fill="outline" onClick={() => void take()}>
          {t('mine.withdraw')}
        </Button>
      )}
    </div>
  );
}
