import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { reservationCounts, reservationSettings, saveReservationItem } from '@quad/reservation-engine/server';
import type { listManagedEvents, saveTicketEvent, TCheckStatistic, TEventForm, TManagedEvent } from '../contract';
import { coverUrl, EVENT_COLUMNS, eventById, eventsChanged, type TEventRow } from './store';

type TSave = z.output<(typeof saveTicketEvent)['input']>;
type TListInput = z.output<(typeof listManagedEvents)['input']>;

/** Where the engine's messages (opened, waitlist promoted, draw result) lead: the event's detail page. */
export const detailLink = (id: string) => `ticket/detail?id=${id}`;

/**
 * Creates or changes an event and its engine item in one transaction: the event's own facts here, its
 * places and rules in the engine (which refuses a zone below what it gave out). Audited.
 */
export async function saveEvent(
  siteDb: SiteDb,
  actorId: string,
  request: FastifyRequest | undefined,
  input: TSave,
): Promise<{ id: string }> {
  if (input.cover) await requireUploads(siteDb, [input.cover], { field: 'cover', message: '封面须是上传的图片', kind: 'image/' });
  const prerequisite = input.settings.prerequisite;
  if (prerequisite) {
    const owner = await siteDb.selectFrom('ticket_events').select('id').where('item_id', '=', prerequisite).executeTakeFirst();
    if (!owner || owner.id === input.id) throw invalid({ prerequisite: '前置活动不存在' });
  }
  const now = nowSeconds();
  const values = {
    title: sanitizePlainText(input.title),
    cover: input.cover ?? '',
    place: sanitizePlainText(input.place),
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    description: sanitizePlainText(input.description ?? ''),
    organizer: sanitizePlainText(input.organizer ?? ''),
    published: input.published ? 1 : 0,
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await eventById(tx, input.id, { drafts: true }) : undefined;
    const id = before?.id ?? newId();
    const itemId = await saveReservationItem(
      tx,
      { id: before?.item_id, app: 'ticket', ref: id, title: values.title, link: detailLink(id) },
      input.settings,
    );
    if (before) await tx.updateTable('ticket_events').set(values).where('id', '=', id).execute();
    else await tx.insertInto('ticket_events', { id, ...values, item_id: itemId, created_by: actorId, created: now }).execute();
    eventsChanged(tx);
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'ticket.event.update' : 'ticket.event.create',
      targetType: 'ticket_event',
      targetId: id,
      before,
      after: { ...values, settings: input.settings },
    });
    return { id };
  });
}

/** An event's form as the console edits it. */
export async function eventForm(siteDb: SiteDb, basePath: string, id: string): Promise<TEventForm> {
  const row = await eventById(siteDb, id, { drafts: true });
  return {
    id: row.id,
    itemId: row.item_id,
    title: row.title,
    cover: row.cover,
    coverUrl: coverUrl(basePath, row.cover),
    place: row.place,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    description: row.description,
    organizer: row.organizer,
    published: Number(row.published) === 1,
    settings: await reservationSettings(siteDb, row.item_id),
  };
}

/** 活动管理: every event of the site, newest first, each with its counts and rules' outline. */
export async function managedEvents(siteDb: SiteDb, input: TListInput): Promise<{ list: TManagedEvent[]; total: number }> {
  let query = siteDb.selectFrom('ticket_events');
  if (input.keyword) query = query.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(query, input, (q) => q.select(EVENT_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  const list: TManagedEvent[] = [];
  for (const row of rows) list.push(await managedItem(siteDb, row));
  return { list, total };
}

async function managedItem(siteDb: SiteDb, row: TEventRow): Promise<TManagedEvent> {
  const settings = await reservationSettings(siteDb, row.item_id);
  return {
    id: row.id,
    itemId: row.item_id,
    title: row.title,
    place: row.place,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    organizer: row.organizer,
    published: Number(row.published) === 1,
    mode: settings.mode,
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    counts: await reservationCounts(siteDb, row.item_id),
    created: Number(row.created),
  };
}

/** 实时票况 of one event (drafts too: a console prepares a sale before it goes out). */
export async function eventCounts(siteDb: SiteDb, id: string) {
  const row = await eventById(siteDb, id, { drafts: true });
  return { ...(await reservationCounts(siteDb, row.item_id)), title: row.title };
}

/** 验票统计: per published event how many hold a ticket and how many were checked, the latest 100 events. */
export async function checkStatistics(siteDb: SiteDb): Promise<{ list: TCheckStatistic[] }> {
  const rows = await siteDb
    .selectFrom('ticket_events')
    .select(['id', 'title', 'starts_at', 'item_id'])
    .orderBy('starts_at', 'desc')
    .limit(100)
    .execute();
  const list: TCheckStatistic[] = [];
  for (const row of rows) {
    const counts = await reservationCounts(siteDb, row.item_id);
    list.push({
      id: row.id,
      title: row.title,
      startsAt: Number(row.starts_at),
      capacity: counts.capacity,
      won: counts.won,
      checked: counts.checked,
      cancelled: counts.cancelled,
    });
  }
  return { list };
}

