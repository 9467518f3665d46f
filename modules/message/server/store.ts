import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { toDoNotDisturb, type MessagesTable, type TDoNotDisturb } from '@quad/messages-engine/server';
import type { TMessage } from '../contract';
import { countRows, onPage } from '@quad/platform/server/db/paging';

/**
 * Inbox reads and writes. `now` decides which held messages have been delivered (quiet hours ended):
 * a parameter so tests can move the clock.
 */
function toMessage(row: Omit<MessagesTable, 'site_id' | 'user_id' | 'read_at'>): TMessage {
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
): Promise<{ list: TMessage[]; total: number; unread: number }> {
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
export async function readMessage(siteDb: SiteDb, userId: string, id: string, now = nowSeconds()): Promise<TMessage> {
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

