import type { FastifyInstance } from 'fastify';
import {
  deliverPaidOrders,
  deliveryRow,
  deliveryRowsWanted,
  payFor,
  reconcileDeliveryDay,
  type TAmountPayRequest,
  type TPayer,
  type TProviderContext,
} from '@quad/ledger-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TTopUp } from '../contract';
import { cardSystemOf } from './card-system/choose';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { askCard, type TMyCard } from './card';
import type { TCardSystem } from './card-system/card-system';
import type { CardTopupsTable } from './schema';

export const TOPUP_JOB = 'card.topup';
/** Attempts before a top-up is given up and its money returned: with the 2-minute base, about 4 hours of the card system being down. */
export const TOPUP_ATTEMPTS = 8;
const RETRY_BASE_S = 120;
/** Top-ups the recharge page lists. */
const MY_TOPUPS = 20;

const toTopUp = (r: CardTopupsTable): TTopUp => ({
  orderId: r.order_id,
  orderNo: r.order_no,
  cardNumber: r.card_number,
  amountFen: Number(r.amount),
  state: r.state,
  created: Number(r.created),
  updated: Number(r.updated),
});

/**
 * The top-up's way to the card, by the engine's delivery: once its order is paid, a pending row;
 * then the card system is asked with the order number as the request number, so a job run twice or
 * retried after a lost answer credits the card once.
 */
export function registerTopUps(app: FastifyInstance, platform: TPlatform): void {
  deliverPaidOrders(app, platform, {
    app: 'card',
    job: TOPUP_JOB,
    maxAttempts: TOPUP_ATTEMPTS,
    retryBaseS: RETRY_BASE_S,
    refundReason: '校园卡充值未能入账，自动退款',
    record: async ({ siteDb, order, userId }) => {
      const now = nowSeconds();
      await siteDb
        .insertInto('card_topups', {
          order_id: order.id,
          order_no: order.orderNo,
          user_id: userId,
          card_number: order.ref,
          amount: order.amountFen,
          state: 'pending',
          note: '',
          created: now,
          updated: now,
        })
        .onConflict((oc) => oc.columns(['site_id', 'order_id']).doNothing())
        .execute();
    },
    deliver: postTopUp,
    // A refusal (a frozen card) may pass once the office acts: the top-up keeps trying until its last attempt.
    refused: () => false,
    setback: async (siteDb, orderId, note, final) =>
      void (await siteDb
        .updateTable('card_topups')
        .set({ ...(final ? { state: 'failed' as const } : {}), note, updated: nowSeconds() })
        .where('order_id', '=', orderId)
        .where('state', '=', 'pending')
        .execute()),
  });
}

async function postTopUp({ site, siteDb, platform }: TProviderContext, orderId: string): Promise<void> {
  const row = await siteDb.selectFrom('card_topups').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!row || row.state !== 'pending') return;
  const result = await cardSystemOf(site, siteDb, platform).topUp(row.card_number, row.order_no, Number(row.amount));
  if (result === 'pending') throw new SchoolSystemError('unreachable', '校园卡系统已受理，尚未入账');
  await siteDb
    .updateTable('card_topups')
    .set({ state: 'credited', note: '', updated: nowSeconds() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Opens (or, for the same request id, answers again) the order of a top-up of my card and hands me
 * to the payment: the card is asked first, so a card the system does not know is never paid for.
 */
export async function payTopUp(context: TProviderContext, who: TPayer, mine: TMyCard, input: TAmountPayRequest) {
  await askCard(() => mine.system.card(mine.number));
  return payFor(
    context,
    who,
    { app: 'card', ref: mine.number, title: '校园卡充值', amountFen: input.amountFen, idempotencyKey: input.requestId },
    input,
    'recharge/index',
  );
}

export async function myTopUps(siteDb: SiteDb, userId: string): Promise<TTopUp[]> {
  const rows = await siteDb
    .selectFrom('card_topups')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created', 'desc')
    .limit(MY_TOPUPS)
    .execute();
  return rows.map(toTopUp);
}

export async function failedTopUps(siteDb: SiteDb) {
  const rows = await siteDb
    .selectFrom('card_topups')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'card_topups.site_id').onRef('users.id', '=', 'card_topups.user_id'))
    .selectAll('card_topups')
    .select('users.realname')
    .where('card_topups.state', '=', 'failed')
    .orderBy('card_topups.created', 'desc')
    .execute();
  return rows.map((r) => ({ ...toTopUp(r), payerName: r.realname ?? '' }));
}

/** A Beijing day's top-ups against the card system's statement (the ledger engine's shared reconciliation). */
export const reconcileTopUps = (siteDb: SiteDb, system: TCardSystem, day: string) =>
  reconcileDeliveryDay(day, {
    statement: async () =>
      (await askCard(() => system.statement(day))).map((l) => ({ requestNo: l.requestNo, who: l.number, amountFen: l.amountFen })),
    rows: async (wanted) =>
      (await siteDb.selectFrom('card_topups').selectAll().where(deliveryRowsWanted(wanted)).execute()).map((r) =>
        deliveryRow(r, r.card_number),
      ),
  });
