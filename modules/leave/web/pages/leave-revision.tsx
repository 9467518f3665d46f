import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { useMyLeave } from '../calls/revise-leave';
import { LeaveForm } from './leave-form';

/**
 * `leave/index?revise=`: my request sent back for changes (退回修改), in the request form filled as it
 * was; the approver's reason is on its flow page. One that no longer waits for changes says so.
 */
export function LeaveRevision({ instanceId, onSent }: { instanceId: string; onSent: () => void }) {
  const { t } = useTranslation('leave');
  const leave = useMyLeave(instanceId);
  if (leave.isError) return <ErrorView error={leave.error} onRetry={() => void leave.refetch()} />;
  if (!leave.isSuccess) return <LoadingView />;
  if (leave.data.status !== 'returned') return <EmptyView text={t('form.reviseGone')} />;
  return (
    <>
      <p className="lv-revise">
        {t('form.reviseHint')} <Link to={flowPath(instanceId)}>{t('mine.flow')}</Link>
      </p>
      <LeaveForm key={instanceId} revising={leave.data} onSent={onSent} />
    </>
  );
}
