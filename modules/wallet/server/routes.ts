import type { FastifyInstance } from 'fastify';
import {
  loadOrder,
  orderEvents,
  payFor,
  payMethodsOf,
  toOrder,
  walletBalance,
  walletRecord,
  walletRecords,
} from '@quad/ledger-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TPlatform } from '@quad/platform/server/module';
import { MAX_TOPUP_FEN, topUpWallet, walletRecordDetail, walletRecordList, walletSummary } from '../contract';

export function registerWalletRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, walletSummary, async ({ siteDb, site, userId }) => ({
    balanceFen: await walletBalance(siteDb, userId),
    methods: payMethodsOf(site, platform).filter((m) => m !== 'wallet'),
    maxTopUpFen: MAX_TOPUP_FEN,
  }));
  registerCall(app, walletRecordList, async ({ input, siteDb, userId }) => {
    const { total, items } = await walletRecords(siteDb, userId, {
      offset: (input.page - 1) * input.size,
      size: input.size,
      kind: input.kind,
    });
    return { total, list: items };
  });
  registerCall(app, walletRecordDetail, async ({ input, siteDb, userId }) => {
    const record = await walletRecord(siteDb, userId, input.id);
    return { record, order: toOrder(await loadOrder(siteDb, record.orderId)), events: await orderEvents(siteDb, record.orderId) };
  });
  registerCall(app, topUpWallet, async ({ input, siteDb, site, userId, request }) => {
    const context = { site, siteDb, platform, origin: requestOrigin(request) };
    return payFor(
      context,
      { userId, clientIp: request.ip },
      { app: 'wallet', ref: 'topup', title: '钱包充值', amountFen: input.amountFen, idempotencyKey: input.requestId, topUp: true },
      input,
      'payment/result',
    );
  });
}
