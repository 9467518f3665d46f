import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TProviderContext } from '@quad/ledger-engine/server';
import { ORDER_STATE_NAMES, PAY_METHOD_NAMES, type TPayMethod } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { registerExport } from '@quad/platform/server/exports/exports';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { requireFile } from '@quad/platform/server/files/multipart';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin, requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { audienceChoices } from '@quad/platform/server/identity/audience';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { siteTime } from '@quad/platform/server/time';
import {
  askRefund,
  checkReceipt,
  listMyBills,
  listMyFees,
  listMyOrders,
  myFeeDetail,
  myOrderDetail,
  payFee,
  RECEIPT_PATH,
} from '../contract';
import {
  dailyTakings,
  decideRefund,
  deleteFeeItem,
  feeAudienceOptions,
  feeItemDetail,
  importFeePayers,
  ledgerHealth,
  listFeeItems,
  listOrders,
  listReconciliations,
  listRefunds,
  managedOrderDetail,
  officeRefund,
  ORDERS_EXPORT_PATH,
  PAYERS_TEMPLATE_PATH,
  runReconciliation,
  saveFeeItem,
  ZOrdersExportQuery,
} from '../contract-manage';
import * as finance from './finance';
import { myFeeDetail as feeDetail, myFees } from './hall';
import { deleteItem, managedItem, managedItems, saveItem } from './items';
import * as mine from './my-orders';
import { importPayers, writePayersTemplate } from './payers-sheet';
import { payFee as pay } from './pay-fee';
import { reconciliations } from '@quad/ledger-engine/server';

/** Receipt checks one address may make a minute: codes are unguessable, this keeps scrapers slow. */
const CHECKS_PER_MINUTE = 60;

const contextOf = (request: FastifyRequest, platform: TPlatform): TProviderContext => ({
  site: request.site,
  siteDb: request.siteDb,
  platform,
  origin: requestOrigin(request),
});

export function registerPaymentRoutes(app: FastifyInstance, platform: TPlatform): void {
  const checks = new WindowLimiter(platform.counters, 'payment-receipt-check', CHECKS_PER_MINUTE, 60_000);

  registerCall(app, listMyFees, async ({ siteDb, userId }) => ({ list: await myFees(siteDb, userId) }));
  registerCall(app, myFeeDetail, ({ input, userId, request }) => feeDetail(contextOf(request, platform), userId, input.id));
  registerCall(app, payFee, ({ input, userId, request }) => pay(contextOf(request, platform), { userId, clientIp: request.ip }, input));
  registerCall(app, myOrderDetail, ({ input, siteDb, userId }) => mine.myOrder(siteDb, userId, input.id));
  registerCall(app, listMyOrders, ({ input, siteDb, userId }) => mine.myOrders(siteDb, userId, input));
  registerCall(app, listMyBills, ({ input, siteDb, userId }) => mine.myBills(siteDb, userId, input));
  registerCall(app, askRefund, ({ input, siteDb, userId }) => mine.askRefund(siteDb, userId, input));
  registerCall(app, checkReceipt, async ({ input, siteDb, site, request }) => {
    await checks.hit(`${site.id}|${request.ip}`, '核验太频繁，请稍后再试');
    return mine.checkReceipt(siteDb, input.code);
  });
  registerPage(
    app,
    {
      method: 'GET',
      path: RECEIPT_PATH,
      summary: '下载缴费收据（PDF，仅缴费人本人；带核验二维码）',
      access: 'session',
      produces: ['file', 'envelope'],
      query: z.object({ id: z.string().describe('订单编号') }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const id = (request.query as Record<string, unknown>).id;
      const { site } = request;
      const { fileName, pdf } = await mine.receiptPdf(
        request.siteDb,
        { userId, origin: requestOrigin(request), basePath: site.basePath, timeZone: site.settings.timeZone, siteName: site.name },
        typeof id === 'string' ? id : '',
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  registerCall(app, listFeeItems, ({ input, siteDb }) => managedItems(siteDb, input));
  registerCall(app, feeItemDetail, ({ input, siteDb }) => managedItem(siteDb, input.id));
  registerCall(app, saveFeeItem, ({ input, siteDb, userId, request }) => saveItem(siteDb, userId, request, input));
  registerCall(app, deleteFeeItem, async ({ input, siteDb, userId, request }) => {
    await deleteItem(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, importFeePayers, ({ siteDb, file }) => importPayers(siteDb, requireFile(file).data));
  registerExport(app, {
    path: PAYERS_TEMPLATE_PATH,
    summary: '按人金额导入模板（Excel）',
    access: { app: 'payment', module: 'manage' },
    prepare: async () => ({ fileName: '缴费名单模板.xlsx', count: async () => 0, write: writePayersTemplate }),
  });
  registerCall(app, feeAudienceOptions, ({ siteDb }) => audienceChoices(siteDb));
  registerCall(app, listOrders, ({ input, siteDb }) => finance.managedOrders(siteDb, input));
  registerCall(app, managedOrderDetail, ({ input, siteDb }) => finance.managedOrder(siteDb, input.id));
  registerCall(app, listRefunds, ({ input, siteDb }) => finance.managedRefunds(siteDb, { ...input, state: input.state ?? 'requested' }));
  registerCall(app, decideRefund, ({ input, userId, request }) =>
    finance.decideRefund(contextOf(request, platform), { userId, request }, input.id, input.approve),
  );
  registerCall(app, officeRefund, ({ input, userId, request }) =>
    finance.officeRefund(contextOf(request, platform), { userId, request }, input),
  );
  registerCall(app, listReconciliations, async ({ siteDb }) => ({ list: await reconciliations(siteDb) }));
  registerCall(app, runReconciliation, ({ input, userId, request }) =>
    finance.reconcileNow(contextOf(request, platform), { userId, request }, input.day),
  );
  registerCall(app, ledgerHealth, ({ siteDb }) => finance.ledgerHealth(siteDb));
  registerCall(app, dailyTakings, async ({ input, siteDb }) => ({ list: await finance.dailyTakings(siteDb, input.days) }));

  registerExport(app, {
    path: ORDERS_EXPORT_PATH,
    summary: '导出订单为 Excel（按筛选条件）',
    access: { app: 'payment', module: 'manage' },
    query: ZOrdersExportQuery,
    prepare: async ({ siteDb, site }, query) => ({
      fileName: '缴费订单.xlsx',
      count: async () => (await finance.managedOrders(siteDb, { ...query, page: 1, size: 1 })).total,
      write: async (book) => {
        const sheet = book.sheet('订单', [
          '订单号',
          '缴费项目',
          '姓名',
          '学工号',
          '金额（元）',
          '已退款（元）',
          '支付方式',
          '状态',
          '下单时间',
          '支付时间',
          '交易号',
        ]);
        const time = (s: number) => (s ? siteTime(site.settings.timeZone, s) : '');
        for await (const page of finance.ordersForExport(siteDb, query)) {
          for (const o of page) {
            sheet.add([
              o.orderNo,
              o.title,
              o.payerName,
              o.payerNumber,
              yuan(o.amountFen),
              yuan(o.refundedFen),
              PAY_METHOD_NAMES[o.method as TPayMethod] ?? '',
              ORDER_STATE_NAMES[o.state],
              time(o.created),
              time(o.paidAt),
              o.providerTxnId,
            ]);
          }
          if (!(await book.page(page.length))) return;
        }
      },
    }),
  });
}
