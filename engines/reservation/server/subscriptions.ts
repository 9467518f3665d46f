import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { HOLDING } from './claims';
import { loadItem } from './items';

/** 订阅 / 取消订阅: tell me when it opens, or when places return. Doing it twice is doing it once. */
export async function setSubscription(siteDb: SiteDb, itemId: string, userId: string, on: boolean): Promise<void> {
  await loadItem(siteDb, itemId);
  if (on) {
    await siteDb
      .insertInto('reservation_subscriptions', { item_id: itemId, user_id: userId, created: nowSeconds() })
      .onConflict((oc) => oc.columns(['site_id', 'item_id', 'user_id']).doNothing())
      .execute();
  } else {
    await siteDb.deleteFrom('reservation_subscriptions').where('item_id', '=', itemId).where('user_id', '=', userId).execute();
  }
}

/**
 * Tells an item's subscribers that it opened or that places returned; those already holding a claim
 * are not told. A subscription stays until its holder cancels it, so a sold-out item can tell again.
 */
export async function tellSubscribers(siteDb: SiteDb, itemId: string, what: 'opened' | 'returned', now = nowSeconds()): Promise<number> {
  const item = await loadItem(siteDb, itemId);
  const holders = siteDb.selectFrom('reservation_claims').select('user_id').where('item_id', '=', itemId).where('state', 'in', HOLDING);
  const subscribers = await siteDb.selectFrom('reservation_subscriptions').select('user_id').where('item_id', '=', itemId).where('user_id', 'not in', holders).execute();
  const [title, body] =
    what === 'opened' ? [`已开放：${item.title}`, '你订阅的活动已开放，名额有限，先到先得。'] : [`有票回流：${item.title}`, '有人退票，现在又有名额了，先到先得。'];
  return sendMessage(siteDb, { userIds: subscribers.map((s) => s.user_id), appKey: item.app, title, body, link: item.link }, now);
}
