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
import type { TPaymentStart } from '@quad/ledger-engine/contract';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TPurchase } from '../contract';
import { energySystemOf } from './energy/site-system';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import type { TEnergySystem } from './energy/system';
import { askEnergy, findRoom, rememberRoom } from './rooms';

export const PURCHASE_JOB = 'electricity.purchase';
/** With a first retry after a minute, doubling: the energy system may be down about two hours before a purchase fails. */
const MAX_ATTEMPTS = 8;
const RETRY_BASE_S = 60;

export interface TBuyInput extends TAmountPayRequest {
  building: string;
  room: string;
}

/**
 * Opens the order for a room's electricity and hands the payer to the chosen method. The room is
 * checked against the site's energy system first and remembered as the person's; the request id
 * makes a repeated press the same order.
 */
export async function buy(context: TProviderContext, who: TPayer, input: TBuyInput): Promise<{ orderId: string; start: TPaymentStart }> {
  const system = energySystemOf(context.site, context.platform, context.siteDb);
  const chosen = await findRoom(system, input.building, input.room);
  await rememberRoom(context.siteDb, who.userId, chosen);
  const title = `电费：${chosen.building.name} ${chosen.room.name}`;
  return payFor(
    context,
    who,
    { app: 'electricity', ref: chosen.room.id, title, amountFen: input.amountFen, idempotencyKey: input.requestId },
    input,
    'payment/result',
  );
}

/**
 * A paid purchase reaches the energy system by the engine's delivery, the order number as its request
 * number so a retry (or a second instance) never credits twice. While the system is down the job is
 * tried again with backoff; a refusal, or the last attempt, marks it failed and returns the money.
 */
export function addPurchaseHandling(app: FastifyInstance, platform: TPlatform): void {
  deliverPaidOrders(app, platform, {
    app: 'electricity',
    job: PURCHASE_JOB,
    maxAttempts: MAX_ATTEMPTS,
    retryBaseS: RETRY_BASE_S,
    refundReason: '购电未能到账，自动退款',
    record: async ({ siteDb, order, userId }) => {
      const now = nowSeconds();
      await siteDb
        .insertInto('electricity_purchases', {
          order_id: order.id,
          order_no: order.orderNo,
          user_id: userId,
          room_id: order.ref,
          title: order.title,
          amount: order.amountFen,
          state: 'pending',
          kwh_centi: 0,
          note: '',
          created: now,
          updated: now,
        })
        .onConflict((oc) => oc.columns(['site_id', 'order_id']).doNothing())
        .execute();
    },
    deliver: async ({ site, siteDb, platform }, orderId) => {
      const row = await pending(siteDb, orderId);
      if (!row) return;
      const done = await energySystemOf(site, platform, siteDb).purchase(row.room_id, row.order_no, Number(row.amount));
      await settle(siteDb, orderId, { state: 'credited', kwh_centi: Math.round(done.kwh * 100), note: '' });
    },
    refused: (error) => error instanceof SchoolSystemError && error.kind === 'refused',
    setback: (siteDb, orderId, note, final) => settle(siteDb, orderId, final ? { state: 'failed', note } : { note }),
  });
}

const pending = (siteDb: SiteDb, orderId: string) =>
  siteDb.selectFrom('electricity_purchases').selectAll().where('order_id', '=', orderId).where('state', '=', 'pending').executeTakeFirst();

const settle = async (siteDb: SiteDb, orderId: string, change: { state?: 'credited' | 'failed'; kwh_centi?: number; note: string }) =>
  void (await siteDb
    .updateTable('electricity_purchases')
    .set({ ...change, updated: nowSeconds() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute());

export async function myPurchases(
  siteDb: SiteDb,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; list: TPurchase[] }> {
  const mine = siteDb.selectFrom('electricity_purchases').where('user_id', '=', userId);
  const [{ total }, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    mine
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('order_id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
  ]);
  return {
    total: Number(total),
    list: rows.map((r) => ({
      orderId: r.order_id,
      orderNo: r.order_no,
      title: r.title,
      amountFen: Number(r.amount),
      kwh: Number(r.kwh_centi) / 100,
      state: r.state,
      created: Number(r.created),
    })),
  };
}

/** A Beijing day's purchases against the energy system's statement (the ledger engine's shared reconciliation). */
export const reconcilePurchases = (siteDb: SiteDb, system: TEnergySystem, day: string) =>
  reconcileDeliveryDay(day, {
    statement: async () =>
      (await askEnergy(() => system.statement(day))).map((l) => ({ requestNo: l.requestNo, who: l.roomId, amountFen: l.amountFen })),
    rows: async (wanted) =>
      (await siteDb.selectFrom('electricity_purchases').selectAll().where(deliveryRowsWanted(wanted)).execute()).map((r) =>
        deliveryRow(r, r.room_id),
      ),
  });
