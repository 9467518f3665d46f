import type { TMigration } from '@quad/platform/server/db/migrate';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { queueMessagePushes } from './message-push-outbox';
import { parseSiteSettings } from '@quad/platform/server/sites/settings';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { siteSecondOfDay } from '@quad/platform/server/time';

/**
 * The personal inbox every area writes to (issue 7). Delivery lives in the platform so that areas
 * send messages without importing the message area; the message area owns the screens and calls.
 */
export interface MessagesTable {
  site_id: string;
  id: string;
  user_id: string;
  /** The app that sent it (`notice`, `approval`, …): what the user can mute. */
  app_key: string;
  title: string;
  body: string;
  /** Where the message leads inside the portal, '' for none. */
  link: string;
  created: number;
  /** Unix seconds from which it counts as new: later than `created` when it arrived during quiet hours. */
  visible_at: number;
  read: number;
  read_at: number;
}

export interface MessageSettingsTable {
  site_id: string;
  user_id: string;
  quiet_enabled: number;
  /** Minutes after midnight, in the site's time zone. */
  quiet_start: number;
  quiet_end: number;
  /** JSON array of muted app keys. */
  muted_apps: string;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    messages: MessagesTable;
    message_settings: MessageSettingsTable;
  }
}

/** Part of the platform: every area may write to the inbox, whatever areas are installed. */
export const messagesMigration: TMigration = {
  name: 'message_0001_inbox',
  async up(db) {
    await db.schema
      .createTable('messages')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('visible_at', 'bigint', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('messages_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('messages_user').on('messages').columns(['site_id', 'user_id', 'read', 'visible_at']).execute();
    await db.schema
      .createTable('message_settings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('quiet_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quiet_start', 'integer', (c) => c.notNull().defaultTo(1320))
      .addColumn('quiet_end', 'integer', (c) => c.notNull().defaultTo(420))
      .addColumn('muted_apps', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_settings_pk', ['site_id', 'user_id'])
      .execute();
  },
};

export interface TDoNotDisturb {
  quietEnabled: boolean;
  quietStart: number;
  quietEnd: number;
  mutedApps: string[];
}

/** Nobody has quiet hours until they set them; 22:00–07:00 is offered when they switch them on. */
export const DEFAULT_DO_NOT_DISTURB: TDoNotDisturb = { quietEnabled: false, quietStart: 22 * 60, quietEnd: 7 * 60, mutedApps: [] };

export function parseMutedApps(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function toDoNotDisturb(row: Omit<MessageSettingsTable, 'site_id' | 'user_id' | 'updated'> | undefined): TDoNotDisturb {
  if (!row) return DEFAULT_DO_NOT_DISTURB;
  return {
    quietEnabled: row.quiet_enabled === 1,
    quietStart: Number(row.quiet_start),
    quietEnd: Number(row.quiet_end),
    mutedApps: parseMutedApps(row.muted_apps),
  };
}

/**
 * When a message sent at `now` may interrupt: `now` outside quiet hours, else the moment they end.
 * Quiet hours may span midnight (22:00–07:00); equal start and end mean none.
 */
export function quietUntil(settings: TDoNotDisturb, timeZone: string, now: number): number {
  const { quietEnabled, quietStart, quietEnd } = settings;
  if (!quietEnabled || quietStart === quietEnd) return now;
  const second = siteSecondOfDay(timeZone, now);
  const start = quietStart * 60;
  const end = quietEnd * 60;
  const inside = start < end ? second >= start && second < end : second >= start || second < end;
  if (!inside) return now;
  return now + ((end - second + 86_400) % 86_400);
}

/**
 * What delivery needs of the site: its time zone (quiet hours are the school's clock, not the
 * server's) and whether messages also go to its enterprise messaging app.
 */
async function deliverySettings(siteDb: SiteDb): Promise<{ timeZone: string; pushes: boolean }> {
  const row = await siteDb.db.selectFrom('sites').select('settings').where('id', '=', siteDb.siteId).executeTakeFirst();
  const settings = parseSiteSettings(row?.settings ?? '{}');
  return { timeZone: settings.timeZone, pushes: settings.messaging.kind === 'wecom' };
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
