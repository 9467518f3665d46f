import { sendMessage } from '@quad/messages-engine/server';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { cancelDeadline } from './claims';
import { drawOrder } from './draw';
import { scheduleReturned } from './item-jobs';
import { loadItem, type TItemRow } from './items';
import { returnPlace } from './stock';

/**
 * Gives a place over to the first of the zone's waitlist (first come, first promoted), who is told.
 * The conditional update makes one promotion of each waiting claim, even when two places return at once.
 */
async function promoteNext(tx: SiteDb, item: TItemRow, zone: string, shard: number, now: number): Promise<boolean> {
  for (;;) {
    const next = await tx
      .selectFrom('reservation_claims')
      .select(['id', 'user_id'])
      .where('item_id', '=', item.id)
      .where('zone', '=', zone)
      .where('state', '=', 'waiting')
      .orderBy('created')
      .orderBy('id')
      .executeTakeFirst();
    if (!next) return false;
    const promoted = await tx.updateTable('reservation_claims').set({ state: 'won', shard, updated: now }).where('id', '=', next.id).where('state', '=', 'waiting').executeTakeFirst();
    if (Number(promoted.numUpdatedRows) === 1) {
      await sendMessage(tx, { userIds: [next.user_id], appKey: item.app, title: `候补成功：${item.title}`, body: '有人退票，你已按候补顺序获得名额，请查看你的票。', link: item.link }, now);
      return true;
    }
  }
}

/**
 * After a draw, a place a winner gives back goes to the first booking the draw left out, in the
 * draw's own order (the seed's), so the result stays what anyone recomputing it expects: the next in
 * line, never someone chosen. The conditional update promotes each once; the audit log names who.
 */
async function promoteDrawn(tx: SiteDb, item: TItemRow, zone: string, shard: number, now: number): Promise<boolean> {
  const left = await tx.selectFrom('reservation_claims').select(['id', 'user_id']).where('item_id', '=', item.id).where('zone', '=', zone).where('state', '=', 'lost').execute();
  const userOf = new Map(left.map((c) => [c.id, c.user_id]));
  for (const id of drawOrder(item.draw_seed, [...userOf.keys()])) {
    const promoted = await tx.updateTable('reservation_claims').set({ state: 'won', shard, updated: now }).where('id', '=', id).where('state', '=', 'lost').executeTakeFirst();
    if (Number(promoted.numUpdatedRows) === 0) continue;
    await sendMessage(tx, { userIds: [userOf.get(id)!], appKey: item.app, title: `递补中签：${item.title}`, body: '有中签者退回了名额，你已按抽签顺序递补获得，请查看你的票。', link: item.link }, now);
    await recordAudit(tx, undefined, { actorId: '', actorName: '系统递补', action: 'reservation.promote', targetType: 'reservation_item', targetId: item.id, after: { claimId: id, zone } });
    return true;
  }
  return false;
}

/**
 * The holder gives a claim back before the item's deadline: a won place goes to the waitlist's first,
 * or after a draw to the first booking it left out, or else back on sale (subscribers are told); a
 * booking or a place in line is simply withdrawn.
 */
export async function cancelClaim(siteDb: SiteDb, input: { claimId: string; userId: string }): Promise<void> {
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    const claim = await tx.selectFrom('reservation_claims').selectAll().where('id', '=', input.claimId).where('user_id', '=', input.userId).executeTakeFirst();
    if (!claim) throw notFound('票不存在');
    if (claim.state === 'checked') throw fail('已验票，不能退票');
    if (claim.state === 'cancelled') throw fail('这张票已经退了');
    if (claim.state === 'lost') throw fail('未中签，无需退票');
    const item = await loadItem(tx, claim.item_id);
    if (now >= cancelDeadline(item)) throw fail('已过退票截止时间');
    const cancelled = await tx.updateTable('reservation_claims').set({ state: 'cancelled', updated: now }).where('id', '=', claim.id).where('state', '=', claim.state).executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) throw fail('票的状态已变化，请刷新后重试');
    await tx.updateTable('reservation_holders').set((eb) => ({ held: eb('held', '-', 1) })).where('item_id', '=', item.id).where('user_id', '=', input.userId).where('held', '>', 0).execute();
    if (claim.state !== 'won') return;
    if (item.waitlist && (await promoteNext(tx, item, claim.zone, claim.shard, now))) return;
    // With a first-come round after the draw, those it left out take returned places themselves.
    if (item.drawn_at > 0 && !item.grab_until && (await promoteDrawn(tx, item, claim.zone, claim.shard, now))) return;
    await returnPlace(tx, item.id, claim.zone, claim.shard);
    await scheduleReturned(tx, item.id, now);
  });
}
