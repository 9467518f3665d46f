import { useTranslation } from 'react-i18next';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import type { TLeaveItem } from '../../contract';

/** A request's state in the engine's colours and leave's words; an approved one says whether its person has reported back. */
export function LeaveStatus({ leave }: { leave: Pick<TLeaveItem, 'status' | 'returned'> }) {
  const { t } = useTranslation('leave');
  const back = leave.status === 'approved' && leave.returned > 0;
  return <InstanceStatusTag status={leave.status} label={t(`status.${back ? 'back' : leave.status}`)} />;
}
