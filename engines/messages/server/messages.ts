import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { parseSiteSettings } from '@quad/platform/server/sites/settings';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { DEFAULT_DO_NOT_DISTURB, quietUntil, toDoNotDisturb, type TDoNotDisturb } from './do-not-disturb';
import { queueMessagePushes } from './message-push-outbox';

/**
 * What delivery needs of the site: its time zone (quiet hours are the school's clock, not the
 * server's) and whether messages also go to its enterprise messaging app.
 */
async function deliverySettings(siteDb: SiteDb): Promise<{ timeZone: string; pushes: boolean }> {
  const row = await siteDb.db.selectFrom('sites').select('settings').where('id', '=', siteDb.siteId).executeTakeFirst();
  const settings = parseSiteSettings(row?.settings ?? '{}');
  // Both real providers push (WeCom's message/send, DingTalk's work notifications); the demo one never does.
  return { timeZone: settings.timeZone, pushes: settings.messaging.kind === 'wecom' || settings.messaging.kind === 'dingtalk' };
}

export interface TNewMessage {
  userIds: string[];
  appKey: string;
  title: string;
  body: string;
  link?: string;
}

const MAX_TITLE = 200;
const MAX_BODY = 5000;

/**
 * Puts one message in each user's inbox, honouring their do-not-disturb: during quiet hours it is
 * stored but held until they end; a muted app's messages arrive already read. On a site with WeCom,
 * people linked to it also get the message there (queued here, sent by `message-push-worker.ts`,
 * held by quiet hours too; never for a muted app). `now` is a parameter so tests can move the clock.
 * Given a transaction, it writes in it: the messages land with the change they announce, or not at
 * all. Answers how many inboxes received it.
 */
export async function sendMessage(siteDb: SiteDb, message: TNewMessage, now: number = nowSeconds()): Promise<number> {
  const userIds = [...new Set(message.userIds.filter(Boolean))];
  if (userIds.length === 0) return 0;
  const title = sanitizePlainText(message.title).slice(0, MAX_TITLE);
  const body = sanitizePlainText(message.body).slice(0, MAX_BODY);
  const { timeZone, pushes } = await deliverySettings(siteDb);
  const settings = new Map<string, TDoNotDisturb>();
  // Chunked so a whole-school notice stays under the databases' parameter limits.
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    const rows = await siteDb.selectFrom('message_settings').selectAll().where('user_id', 'in', chunk).execute();
    for (const row of rows) settings.set(row.user_id, toDoNotDisturb(row));
  }
  const rows = userIds.map((userId) => {
    const dnd = settings.get(userId) ?? DEFAULT_DO_NOT_DISTURB;
    const muted = dnd.mutedApps.includes(message.appKey);
    return {
      id: newId(),
      user_id: userId,
      app_key: message.appKey,
      title,
      body,
      link: message.link ?? '',
      created: now,
      visible_at: quietUntil(dnd, timeZone, now),
      read: muted ? 1 : 0,
      read_at: muted ? now : 0,
    };
  });
  await siteDb.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insertInto('messages', rows.slice(i, i + 200)).execute();
    // Muted apps' messages arrived read: they are not pushed either.
    if (pushes) await queueMessagePushes(tx, rows.filter((r) => r.read === 0), now);
  });
  return rows.length;
}
