import { createHash, randomBytes } from 'node:crypto';
import { sendMessage } from '@quad/messages-engine/server';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { itemChanged, loadItem, type TItemRow } from './items';
import { stockChanged, takePlace } from './stock';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The draw's order of the bookings: each by the hash of the seed and its id. Anyone holding the seed
 * and the booking ids gets the same order, and nobody can steer it without knowing the seed, which
 * is made at the draw's moment, after booking closed.
 */
export function drawOrder(seed: string, claimIds: string[]): string[] {
  return claimIds
    .map((id) => ({ id, rank: sha256(`${seed}:${id}`) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map((c) => c.id);
}

/** What the draw's digest covers: the order and each booking's outcome, so the kept result cannot be changed unnoticed. */
export const drawDigest = (seed: string, outcomes: { id: string; won: boolean }[]) => sha256(`${seed}|${outcomes.map((o) => `${o.id}:${o.won ? 1 : 0}`).join(',')}`);

export interface TDrawResult {
  seed: string;
  digest: string;
  drawnAt: number;
  entrants: number;
  winners: number;
}

async function tell(tx: SiteDb, item: TItemRow, userIds: string[], won: boolean, now: number) {
  const [title, body] = won
    ? [`已中签：${item.title}`, '恭喜，你预约的名额已中签，请查看你的票。']
    : [`未中签：${item.title}`, '很遗憾，本次抽签未中，感谢参与。'];
  await sendMessage(tx, { userIds, appKey: item.app, title, body, link: item.link }, now);
}

/**
 * Allocates a draw item's places among its bookings (预约成功，等待分票): in `drawOrder` each booking
 * takes a place of its zone while there is one, the rest are not drawn. Runs once: the seed and the
 * digest are kept on the item and logged, and a second run answers the first's result.
 */
export async function runDraw(siteDb: SiteDb, itemId: string, seed = randomBytes(16).toString('hex')): Promise<TDrawResult> {
  const now = nowSeconds();
  return siteDb.transaction(async (tx) => {
    const item = await loadItem(tx, itemId);
    if (item.mode !== 'draw') throw fail('该活动不是抽签方式');
    // Taking the item's row first makes a second run wait and then find it drawn.
    const claimed = await tx.updateTable('reservation_items').set({ drawn_at: now, draw_seed: seed }).where('id', '=', itemId).where('drawn_at', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return drawResult(tx, itemId);
    const pending = await tx.selectFrom('reservation_claims').select(['id', 'user_id', 'zone']).where('item_id', '=', itemId).where('state', '=', 'pending').execute();
    const byId = new Map(pending.map((p) => [p.id, p]));
    const outcomes: { id: string; won: boolean }[] = [];
    for (const id of drawOrder(seed, [...byId.keys()])) {
      const claim = byId.get(id)!;
      const shard = await takePlace(tx, itemId, claim.zone);
      outcomes.push({ id, won: shard !== undefined });
      await tx
        .updateTable('reservation_claims')
        .set(shard === undefined ? { state: 'lost', updated: now } : { state: 'won', shard, updated: now })
        .where('id', '=', id)
        .execute();
      // Someone left out takes part in the first-come round that follows, within the same limit.
      if (shard === undefined && item.grab_until) {
        await tx.updateTable('reservation_holders').set((eb) => ({ held: eb('held', '-', 1) })).where('item_id', '=', itemId).where('user_id', '=', claim.user_id).where('held', '>', 0).execute();
      }
    }
    const digest = drawDigest(seed, outcomes);
    const winners = outcomes.filter((o) => o.won).length;
    await tx.updateTable('reservation_items').set({ draw_digest: digest, draw_entrants: outcomes.length, draw_winners: winners, updated: now }).where('id', '=', itemId).execute();
    const userOf = (won: boolean) => new Set(outcomes.filter((o) => o.won === won).map((o) => byId.get(o.id)!.user_id));
    const winnerIds = userOf(true);
    await tell(tx, item, [...winnerIds], true, now);
    await tell(tx, item, [...userOf(false)].filter((u) => !winnerIds.has(u)), false, now);
    stockChanged(tx, itemId);
    itemChanged(tx, itemId);
    const kept = { seed, digest, drawnAt: now, entrants: outcomes.length, winners };
    await recordAudit(tx, undefined, { actorId: '', actorName: '系统抽签', action: 'reservation.draw', targetType: 'reservation_item', targetId: itemId, after: kept });
    return kept;
  });
}

/** A drawn item's result as kept: its seed and digest, and how many took part and won. */
export async function drawResult(siteDb: SiteDb, itemId: string): Promise<TDrawResult> {
  const item = await siteDb.selectFrom('reservation_items').select(['draw_seed', 'draw_digest', 'drawn_at', 'draw_entrants', 'draw_winners']).where('id', '=', itemId).executeTakeFirstOrThrow();
  return { seed: item.draw_seed, digest: item.draw_digest, drawnAt: Number(item.drawn_at), entrants: item.draw_entrants, winners: item.draw_winners };
}
