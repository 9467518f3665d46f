import type { FastifyInstance } from 'fastify';
import { deliverPaidOrders, payFor, type TAmountPayRequest, type TPayer, type TProviderContext } from '@quad/ledger-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TTopUp, TTopUpState } from '../contract';
import { askNetwork, type TMyNetwork } from './account';
import type { NetworkTopupsTable } from './schema';
import { networkSystemOf } from './system/choose';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';

export const TOPUP_JOB = 'network.topup';
/** Attempts before a top-up is given up and refunded: with the 2-minute base, about 4 hours of the billing system being down. */
export const TOPUP_ATTEMPTS = 8;
const RETRY_BASE_S = 120;
/** Top-ups the balance page lists. */
const MY_TOPUPS = 20;

export const toTopUp = (r: NetworkTopupsTable): TTopUp => ({
  orderId: r.order_id,
  orderNo: r.order_no,
  username: r.username,
  amountFen: Number(r.amount),
  state: r.state,
  created: Number(r.created),
  updated: Number(r.updated),
});

/** Moves a row out of `pending` once: a second job run or a late retry finds it settled and changes nothing. */
const settle = (siteDb: SiteDb, orderId: string, state: TTopUpState, note: string) =>
  siteDb
    .updateTable('network_topups')
    .set({ state, note, updated: nowSeconds() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute();

/**
 * The paid top-up's way to the account, by the ledger's delivery: the row in the booking's
 * transaction, then a job posting it with the order number as the request number, so a job run
 * twice or retried after a lost answer credits the account once.
 */
export function registerTopUps(app: FastifyInstance, platform: TPlatform): void {
  deliverPaidOrders(app, platform, {
    app: 'network',
    job: TOPUP_JOB,
    maxAttempts: TOPUP_ATTEMPTS,
    retryBaseS: RETRY_BASE_S,
    refundReason: '网费充值未能到账，自动退款',
    async record({ siteDb, order, userId }) {
      const now = nowSeconds();
      await siteDb
        .insertInto('network_topups', {
          order_id: order.id,
          order_no: order.orderNo,
          user_id: userId,
          username: order.ref,
          amount: order.amountFen,
          state: 'pending',
          note: '',
          created: now,
          updated: now,
        })
        .onConflict((oc) => oc.columns(['site_id', 'order_id']).doNothing())
        .execute();
    },
    async deliver({ site, siteDb, platform: p }, orderId) {
      const row = await siteDb.selectFrom('network_topups').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      if (!row || row.state !== 'pending') return;
      await networkSystemOf(site, siteDb, p).topUp(row.order_no, row.username, Number(row.amount));
      await settle(siteDb, orderId, 'credited', '');
    },
    refused: (error) => error instanceof SchoolSystemError && error.kind === 'refused',
    async setback(siteDb, orderId, note, final) {
      if (final) return void (await settle(siteDb, orderId, 'failed', note));
      await siteDb.updateTable('network_topups').set({ note, updated: nowSeconds() }).where('order_id', '=', orderId).execute();
    },
  });
}

/**
 * Opens (or, for the same request id, answers again) the order of a top-up of my account and hands
 * me to the payment: the account is asked first, so one the system does not know, or has disabled,
 * is never paid for.
 */
export async function payTopUp(context: TProviderContext, who: TPayer, mine: TMyNetwork, input: TAmountPayRequest) {
  const account = await askNetwork(() => mine.system.account(mine.username));
  if (account.status === 'disabled') throw fail('上网账号已停用，请到网络中心办理');
  return payFor(
    context,
    who,
    { app: 'network', ref: mine.username, title: '网费充值', amountFen: input.amountFen, idempotencyKey: input.requestId },
    input,
    'networkApp/balance',
  );
}

export async function myTopUps(siteDb: SiteDb, userId: string): Promise<TTopUp[]> {
  const rows = await siteDb
    .selectFrom('network_topups')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created', 'desc')
    .limit(MY_TOPUPS)
    .execute();
  return rows.map(toTopUp);
}
