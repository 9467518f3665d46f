import { yuan } from '../shared/money';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { ensureDefinition, startInstance, type TWorkflowEnded } from '@quad/workflow-engine/server';
import type { TOrderRow } from './orders';

/** The site's refund flow, editable like any other: by default one of the site's administrators decides. */
export const REFUND_FLOW = 'ledger.refund';

export async function startRefundApproval(
  tx: SiteDb,
  refund: { amount: number; reason: string; refundNo: string; by: string },
  order: TOrderRow,
): Promise<string> {
  await ensureDefinition(tx, {
    key: REFUND_FLOW,
    app: 'ledger',
    definition: {
      name: '退款审批',
      steps: [
        {
          key: 'finance',
          name: '财务审核',
          kind: 'any',
          assignee: { kind: 'role', role: 'site-admin', scope: 'site' },
          limitHours: 72,
          editable: [],
        },
      ],
    },
  });
  const { id } = await startInstance(tx, {
    key: REFUND_FLOW,
    applicantId: refund.by,
    title: `退款申请：${order.title} ¥${yuan(refund.amount)}`,
    values: {
      订单号: order.order_no,
      缴费项目: order.title,
      已付金额: yuan(Number(order.paid_amount)),
      退款金额: yuan(refund.amount),
      退款原因: refund.reason,
    },
    requestId: `refund_${refund.refundNo}`,
  });
  return id;
}

/** Which of the engine's refunds an ended instance decided, and how. */
export async function refundOfInstance(ended: TWorkflowEnded) {
  const refund = await ended.siteDb.selectFrom('ledger_refunds').selectAll().where('instance_id', '=', ended.instanceId).executeTakeFirst();
  return refund ? { refund, approved: ended.status === 'approved' } : undefined;
}
