import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound, refuse } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import { findOrders, type TProviderContext, payMethodsOf, walletBalance } from '@quad/ledger-engine/server';
import type { TOrder } from '@quad/ledger-engine/contract';
import type { TMyFee, TMyFeeDetail, TMyFeeState } from '../contract';
import { audienceOf, itemState, loadItem, type TItemRow } from './items';

/** Items shown in the hall: the newest published ones (a school collects a few dozen a year). */
const HALL_SIZE = 200;
/** A person's orders read at once for the hall; more than this many on one site's items is not a person. */
const ORDERS_READ = 500;

export const NOT_FOR_YOU = '缴费项目不存在';

/** My amount on an item, or undefined when it is not mine to pay. */
async function myAmount(siteDb: SiteDb, item: TItemRow, userId: string): Promise<number | undefined> {
  if (item.per_person === 1) {
    const row = await siteDb
      .selectFrom('payment_item_payers')
      .select('amount')
      .where('item_id', '=', item.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.amount) : undefined;
  }
  return memberMatches(await loadMember(siteDb, userId), audienceOf(item)) ? Number(item.amount) : undefined;
}

/** Where an item stands for me, from my latest order on it. */
function myState(item: TItemRow, latest: TOrder | undefined, now: number): TMyFeeState {
  if (latest?.state === 'paid' || latest?.state === 'refunding') return 'paid';
  if (latest?.state === 'refunded') return 'refunded';
  if (itemState(item, now) === 'closed') return 'closed';
  if ((latest?.state === 'paying' || latest?.state === 'created') && latest.expiresAt > now) return 'paying';
  return 'unpaid';
}

async function myOrdersOn(siteDb: SiteDb, userId: string, itemId?: string): Promise<TOrder[]> {
  return (await findOrders(siteDb, { app: 'payment', userId, ref: itemId }, { offset: 0, size: ORDERS_READ })).items;
}

const toFee = (item: TItemRow, amountFen: number, orders: TOrder[], now: number): TMyFee => {
  const latest = orders.find((o) => o.ref === item.id);
  return {
    id: item.id,
    title: item.title,
    category: item.category,
    amountFen,
    deadline: Number(item.deadline),
    state: myState(item, latest, now),
    orderId: latest?.id ?? '',
  };
};

/** The hall: every published item I am to pay, with where each stands for me. */
export async function myFees(siteDb: SiteDb, userId: string): Promise<TMyFee[]> {
  const items = await siteDb
    .selectFrom('payment_items')
    .selectAll()
    .where('state', '=', 'open')
    .orderBy('created', 'desc')
    .limit(HALL_SIZE)
    .execute();
  const orders = await myOrdersOn(siteDb, userId);
  const now = nowSeconds();
  const fees: TMyFee[] = [];
  for (const item of items) {
    const amount = await myAmount(siteDb, item, userId);
    if (amount !== undefined) fees.push(toFee(item, amount, orders, now));
  }
  return fees;
}

/** One published item of mine (anyone else's, or a draft, reads as not found), with my amount. */
export async function myItem(siteDb: SiteDb, userId: string, id: string): Promise<{ item: TItemRow; amountFen: number; orders: TOrder[] }> {
  const item = await loadItem(siteDb, id).catch(() => undefined);
  const amountFen = item && item.state !== 'draft' ? await myAmount(siteDb, item, userId) : undefined;
  if (!item || amountFen === undefined) throw notFound(NOT_FOR_YOU);
  return { item, amountFen, orders: await myOrdersOn(siteDb, userId, id) };
}

export async function myFeeDetail(context: TProviderContext, userId: string, id: string): Promise<TMyFeeDetail> {
  const { item, amountFen, orders } = await myItem(context.siteDb, userId, id);
  return {
    ...toFee(item, amountFen, orders, nowSeconds()),
    description: item.description,
    payee: item.payee,
    methods: payMethodsOf(context.site, context.platform),
    walletFen: await walletBalance(context.siteDb, userId),
  };
}

/** Refuses paying an item I paid, or one past its deadline. */
export function requirePayable(item: TItemRow, orders: TOrder[]): void {
  const state = myState(item, orders[0], nowSeconds());
  if (state === 'paid' || state === 'refunded') throw refuse('ledger.paid', '该项目已缴费，请勿重复缴费');
  if (state === 'closed') throw refuse('payment.not-open', '该项目已截止缴费');
}
