import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { Link } from '@quad/platform/shell/router';
import { formatWhen } from '@quad/platform/shell/when-values';
import { PagedList } from '@quad/platform/ui/paged-list';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import type { TLeaveItem } from '../../contract';
import { useMyLeaves } from '../calls/list-my-leaves';
import { useReturnFromLeave } from '../calls/return-from-leave';
import { LeaveStatus } from './leave-status';

/** An approved leave that has begun and is not reported back yet: 销假 is offered. */
const canReturn = (leave: TLeaveItem, today: string) => leave.status === 'approved' && leave.returned === 0 && leave.start <= today;

/** 我的请假: each request with its state, its flow, and 销假 once back. */
export function MyLeaves() {
  const { t } = useTranslation('leave');
  const leaves = useMyLeaves();
  const reportBack = useReturnFromLeave();
  const today = formatWhen('date', new Date());
  const back = async (leave: TLeaveItem) => {
    if (!(await confirm(t('mine.returnConfirm')))) return;
    const done = await reportBack.mutateAsync({ id: leave.id }).catch((refusal: Error) => toast(refusal.message));
    if (done) toast(t('mine.returned'));
  };
  return (
    <PagedList pages={leaves} emptyText={t('mine.empty')} refresh>
      {(items) => (
        <ul className="q-list" aria-label={t('mine.title')}>
          {items.map((leave) => (
            <li key={leave.id} className="q-list-card lv-item">
              <div className="lv-item__head">
                <strong>
                  {t(`type.${leave.type}`)} · {t('form.days', { count: leave.days })}
                </strong>
                <LeaveStatus leave={leave} />
              </div>
              <p className="lv-item__when">
                {leave.start} {t('mine.to')} {leave.end}
              </p>
              <p className="q-summary">{leave.reason}</p>
              <div className="lv-item__actions">
                <Link className="q-text-button" to={flowPath(leave.instanceId)}>
                  {t('mine.flow')}
                </Link>
                {leave.status === 'returned' && (
                  <Link className="q-text-button" to={`/leave/index?revise=${encodeURIComponent(leave.instanceId)}`}>
                    {t('mine.revise')}
                  </Link>
                )}
                {canReturn(leave, today) && (
                  <Button size="small" color="primary" fill="outline" onClick={() => void back(leave)}>
                    {t('mine.return')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
