import { requireCaptchaToken } from '@quad/platform/server/captcha/captcha';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, invalid, refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TClaim, TClaimState } from '../contract';
import { claimByRequest, newExchangeCode, toClaim, waitlistPosition, type TClaimRow } from './claims';
import { barredFrom } from './eligibility';
import { guardClaim } from './guards';
import { grabbingNow, loadItem, type TItemRow } from './items';
import { soldOutWithoutClaim, takePlace, zonePlaceTaken, zoneRanOut, zoneStock } from './stock';

export interface TClaimInput {
  itemId: string;
  userId: string;
  /** The zone asked for; may be left out when the item has one. */
  zone?: string;
  /** The page's id of this press of the button: a retry answers the claim it made. */
  requestId: string;
  captchaToken?: string;
}

export const SOLD_OUT_MESSAGE = '票已抢光，请订阅';

/** Thrown inside the grab's transaction when another request with the same id got there first: its claim is the answer. */
class SameRequest extends Error {}

const SOLD_OUT = 'reservation.sold-out';
const soldOut = () => refuse(SOLD_OUT, SOLD_OUT_MESSAGE);

/**
 * The person's claim on an item (抢票 on a first-come item, 预约 on one drawn later), within their limit
 * whatever they send: double taps, parallel requests and two devices each pass the holder's
 * conditional update one at a time, and a place is taken by `takePlace`'s. A sold-out item refuses
 * with 票已抢光, or puts the person on its waitlist when it keeps one. Idempotent by request id.
 */
export async function claimPlace(siteDb: SiteDb, input: TClaimInput): Promise<TClaim> {
  const item = await loadItem(siteDb, input.itemId);
  const zones = await zoneStock(siteDb, item.id);
  const now = nowSeconds();
  const answer = async (row: TClaimRow) => toClaim(row, item, zones, now, row.state === 'waiting' ? await waitlistPosition(siteDb, row) : 0);
  const grabbing = grabbingNow(item, now);

  // The thousands who press after the last place: no earlier request of theirs can have a claim to answer.
  // (Within the instant a place given back on another instance takes to evict this one's stock, a
  // retry of a request that just won the place there would read 票已抢光; the ticket is theirs.)
  if (grabbing && !item.waitlist && (await soldOutWithoutClaim(siteDb, item.id, input.userId))) throw soldOut();
  const earlier = await claimByRequest(siteDb, item.id, input.userId, input.requestId);
  if (earlier) return answer(earlier);
  if (now < item.opens_at) throw refuse('reservation.not-started', '活动未开始，请订阅');
  if (now >= item.closes_at && !grabbing) throw refuse('reservation.ended', item.mode === 'draw' && !item.drawn_at ? '预约已截止，等待抽签' : '活动已结束');
  const zone = input.zone || (zones.length === 1 ? zones[0]!.key : '');
  if (!zones.some((z) => z.key === zone)) throw invalid({ zone: '请选择分区' });
  if (grabbing && (await knownSoldOut(siteDb, item, zone))) throw soldOut();
  const barred = await barredFrom(siteDb, item, input.userId);
  if (barred === 'audience') throw refuse('reservation.audience', '你不在本活动的参与范围内');
  if (barred === 'prerequisite') throw refuse('reservation.prerequisite', '需先参加前置活动并验票，才能参与本活动');
  if (barred === 'form') throw refuse('reservation.prerequisite', '需先填写前置表单，才能参与本活动');
  if (item.captcha) await requireCaptchaToken(siteDb, input.captchaToken);

  try {
    const claim = await siteDb.transaction((tx) => take(tx, item, input, zone, now, grabbing));
    // Inside an area's own transaction (seats confirm several at once) the count follows once it commits.
    if (claim.state === 'won') siteDb.afterCommit(() => zonePlaceTaken(siteDb, item.id, zone));
    return await answer(claim);
  } catch (error) {
    if (error instanceof AppError && error.reason === SOLD_OUT) zoneRanOut(siteDb, item.id);
    if (!(error instanceof SameRequest)) throw error;
    const first = await claimByRequest(siteDb, item.id, input.userId, input.requestId);
    if (!first) throw error;
    return answer(first);
  }
}

/** Whether this instance already knows the zone ran out: grabs queued behind the one that found out go no further. */
const knownSoldOut = async (siteDb: SiteDb, item: TItemRow, zone: string) =>
  !item.waitlist && (await zoneStock(siteDb, item.id)).find((z) => z.key === zone)?.remaining === 0;

async function take(tx: SiteDb, item: TItemRow, input: TClaimInput, zone: string, now: number, grabbing: boolean): Promise<TClaimRow> {
  if (grabbing && (await knownSoldOut(tx, item, zone))) throw soldOut();
  const person = { item_id: item.id, user_id: input.userId };
  await tx.insertInto('reservation_holders', { ...person, held: 0 }).onConflict((oc) => oc.columns(['site_id', 'item_id', 'user_id']).doNothing()).execute();
  const held = await tx
    .updateTable('reservation_holders')
    .set((eb) => ({ held: eb('held', '+', 1) }))
    .where('item_id', '=', item.id)
    .where('user_id', '=', input.userId)
    .where('held', '<', item.per_person)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) {
    // A parallel copy of this request may be what used the limit up (it held the row until it committed).
    if (await claimByRequest(tx, item.id, input.userId, input.requestId)) throw new SameRequest();
    throw refuse('reservation.limit', item.per_person === 1 ? '每人限1张，你已参与' : `每人限${item.per_person}张，你已达到上限`);
  }
  await guardClaim(tx, item, input.userId);

  let state: TClaimState = 'pending';
  let shard = -1;
  if (grabbing) {
    const took = await takePlace(tx, item.id, zone);
    if (took === undefined) {
      if (!item.waitlist) throw soldOut();
      state = 'waiting';
    } else {
      state = 'won';
      shard = took;
    }
  }
  const row: TClaimRow = {
    site_id: tx.siteId,
    id: newId(),
    ...person,
    zone,
    shard,
    state,
    request_id: input.requestId,
    code: newExchangeCode(),
    created: now,
    updated: now,
    checked_at: 0,
    checked_by: '',
  };
  const { site_id: _site, ...values } = row;
  const inserted = await tx
    .insertInto('reservation_claims', values)
    .onConflict((oc) => oc.columns(['site_id', 'item_id', 'user_id', 'request_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 0) throw new SameRequest();
  return row;
}
