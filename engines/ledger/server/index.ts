import type { TServerEngine } from '@quad/platform/server/module';
import { ledgerEngine as manifest } from '../engine';
import { onWorkflowEnded } from '@quad/workflow-engine/server';
import { addLedgerJobs, jobContext } from './jobs';
import { refundFlowEnded } from './refunds';
import { registerLedgerRoutes } from './routes';
import { ledgerMigration, ledgerWechatOpenidsMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * The ledger engine's public API (issue 22, docs/engines.md "ledger"): money any area takes. An area
 * keeps its own record (a fee item, a top-up) and opens orders here; it never touches the books.
 */
export { createOrder, loadOrder, orderEvents, toOrder, ORDER_LIFETIME_S, type TNewOrder } from './orders';
export {
  payOrder,
  payAndReturn,
  payFor,
  bookPayment,
  type TPayInput,
  type TPayChoice,
  type TPayer,
  type TPayRequest,
  type TAmountPayRequest,
} from './pay';
export { onOrderPaid, type TOrderPaid } from './paid-handlers';
export { deliverPaidOrders, type TDelivery } from './deliveries';
export { payMethodsOf, providerKindOf, providerOf, NO_PAYMENT, type TProviderContext } from './providers/channels';
export { requestRefund, approveRefund, rejectRefund, decideRefund, refundWhole, type TRefundInput } from './refunds';
export { jobContext as siteContext } from './jobs';
export { beijingDay } from './providers/beijing-day';
export { REFUND_FLOW } from './refund-approval';
export { walletBalance, walletRecords, walletRecord } from './wallet';
export { countOrders, findOrders, orderDetail, takings, findRefunds, dailyTotals, netPaid, type TOrderFilter } from './reads';
export { checkBalances, type TBalanceCheck } from './balance-check';
export { reconcileDay, reconciliations } from './reconcile';
export {
  reconcileDeliveries,
  reconcileDeliveryDay,
  deliveryRow,
  deliveryRowsWanted,
  beijingDayRange,
  type TDeliveryReport,
} from './delivery-reconcile';
export { repairOrders } from './repair';
export { storedOpenId, OPENID_PATH } from './wechat-openid';
export { BALANCE_TOO_LOW } from './accounts';

export const ledgerEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [ledgerMigration, ledgerWechatOpenidsMigration],
  register: async (app, platform) => {
    await registerLedgerRoutes(app, platform);
    addLedgerJobs(app, platform);
    onWorkflowEnded('ledger', (ended) =>
      refundFlowEnded(ended, async (siteDb) => {
        const site = await platform.sites.get(siteDb.siteId);
        if (!site) throw new Error(`ledger: no site ${siteDb.siteId}`);
        return jobContext(platform, site, siteDb);
      }),
    );
  },
};
