import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { countRows, onPage } from '@quad/platform/server/db/paging';
import { toDoNotDisturb, type TDoNotDisturb } from './do-not-disturb';
import type { MessagesTable } from './schema';

/**
 * Inbox reads and writes, for the `message` area's calls and for areas that look at what they sent.
 * `now` decides which held messages have been delivered (quiet hours ended): a parameter so tests
 * can move the clock.
 */

/** A message as its reader sees it (what the `message` area's calls answer). */
export interface TInboxMessage {
  id: string;
  appKey: string;
  title: string;
  body: string;
  link: string;
  /** Unix seconds it reached the inbox (the end of quiet hours for a held message). */
  created: number;
  read: boolean;
}

function toMessage(row: Omit<MessagesTable, 'site_id' | 'user_id' | 'read_at'>): TInboxMessage {
  return {
    id: row.id,
    appKey: row.app_key,
    title: row.title,
    body: row.body,
    link: row.link,
    created: Number(row.visible_at),
    read: row.read === 1,
  };
}

const COLUMNS = ['id', 'app_key', 'title', 'body', 'link', 'created', 'visible_at', 'read'] as const;

const delivered = (siteDb: SiteDb, userId: string, now: number) =>
  siteDb.selectFrom('messages').where('user_id', '=', userId).where('visible_at', '<=', now);

export async function countUnread(siteDb: SiteDb, userId: string, now = nowSeconds()): Promise<number> {
  return countRows(delivered(siteDb, userId, now).where('read', '=', 0));
}

export async function listMessages(
  siteDb: SiteDb,
  userId: string,
  page: { page: number; size: number; unreadFirst: boolean },
  now = nowSeconds(),
): Promise<{ list: TInboxMessage[]; total: number; unread: number }> {
  let query = delivered(siteDb, userId, now).select([...COLUMNS]);
  if (page.unreadFirst) query = query.orderBy('read', 'asc');
  const rows = await query
    .orderBy('visible_at', 'desc')
    .orderBy('id', 'desc')
    .$call(onPage(page))
    .execute();
  const total = await countRows(delivered(siteDb, userId, now));
  return { list: rows.map(toMessage), total, unread: await countUnread(siteDb, userId, now) };
}

/** Marks one delivered message of this user read; someone else's id is "not found", never a hint it exists. */
export async function readMessage(siteDb: SiteDb, userId: string, id: string, now = nowSeconds()): Promise<TInboxMessage> {
  const row = await delivered(siteDb, userId, now).where('id', '=', id).select([...COLUMNS]).executeTakeFirst();
  if (!row) throw notFound('消息不存在');
  if (row.read === 0) {
    await siteDb.updateTable('messages').set({ read: 1, read_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
  }
  return toMessage({ ...row, read: 1 });
}

export async function readAll(siteDb: SiteDb, userId: string, now = nowSeconds()): Promise<number> {
  const result = await siteDb
    .updateTable('messages')
    .set({ read: 1, read_at: now })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .where('visible_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function loadDoNotDisturb(siteDb: SiteDb, userId: string): Promise<TDoNotDisturb & { apps: string[] }> {
  const row = await siteDb.selectFrom('message_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const settings = toDoNotDisturb(row);
  const senders = await siteDb.selectFrom('messages').select('app_key').distinct().where('user_id', '=', userId).execute();
  const apps = [...new Set([...senders.map((r) => r.app_key), ...settings.mutedApps])].sort();
  return { ...settings, apps };
}

export async function saveDoNotDisturb(siteDb: SiteDb, userId: string, settings: TDoNotDisturb): Promise<void> {
  const values = {
    quiet_enabled: settings.quietEnabled ? 1 : 0,
    quiet_start: settings.quietStart,
    quiet_end: settings.quietEnd,
    muted_apps: JSON.stringify([...new Set(settings.mutedApps)]),
    updated: nowSeconds(),
  };
  // Upsert by hand: the same statement works on SQLite and PostgreSQL.
  await siteDb.transaction(async (tx) => {
    const updated = await tx.updateTable('message_settings').set(values).where('user_id', '=', userId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await tx.insertInto('message_settings', { user_id: userId, ...values }).execute();
  });
}


/** Who of `userIds` got a message from `appKey` leading to one of `links` after `since` (a sender's own throttle). */
export async function recipientsSince(siteDb: SiteDb, userIds: string[], sent: { appKey: string; links: string[]; since: number }): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await siteDb
      .selectFrom('messages')
      .select('user_id')
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .where('app_key', '=', sent.appKey)
      .where('link', 'in', sent.links)
      .where('created', '>', sent.since)
      .execute();
    for (const r of rows) found.add(r.user_id);
  }
  return found;
}
