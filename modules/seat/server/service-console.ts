import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TReservationSettings } from '@quad/reservation-engine/contract';
import { claimsOf, reservationCounts, reservationSettings, saveReservationItem } from '@quad/reservation-engine/server';
import type { listManagedSeatEvents, saveSeatEvent, TManagedSeatEvent, TSeatEventForm, TSeatOccupancy, TSeatRules } from '../contract';
import { layoutMessage, parseSeatKey, seatLabel, zoneCounts, zoneIndexOf, type TSeatLayout } from '../shared/layout';
import { assignmentsOf, EVENT_COLUMNS, eventById, layoutOf, liveHolds } from './store';

type TSave = z.output<(typeof saveSeatEvent)['input']>;
type TListInput = z.output<(typeof listManagedSeatEvents)['input']>;

export const detailLink = (id: string) => `seat/detail?id=${id}`;

/** The engine's rules of a seat event: first come, no waitlist, one zone per layout zone holding its usable seats. */
export const engineSettings = (layout: TSeatLayout, rules: TSeatRules): TReservationSettings => {
  const counts = zoneCounts(layout);
  return {
    mode: 'grab',
    zones: layout.zones.map((z, i) => ({ key: z.key, name: z.name, capacity: counts[i]! })),
    opensAt: rules.opensAt,
    closesAt: rules.closesAt,
    drawAt: 0,
    grabUntil: 0,
    cancelUntil: rules.cancelUntil,
    limit: rules.limit,
    waitlist: false,
    captcha: false,
    audience: {
      all: rules.audience.all,
      departments: rules.audience.departments,
      classes: rules.audience.classes,
      roles: rules.audience.roles,
      people: rules.audience.people,
    },
    prerequisite: '',
    prerequisiteForm: 0,
  };
};

/** Refuses a layout that is unsound, or one that would drop a sold seat or move it to another zone. */
async function checkLayout(siteDb: SiteDb, eventId: string | undefined, layout: TSeatLayout): Promise<void> {
  const problem = layoutMessage(layout);
  if (problem) throw invalid({ layout: problem });
  const keys = new Set<string>();
  for (const zone of layout.zones) {
    if (keys.has(zone.key)) throw invalid({ layout: `分区标识重复：${zone.key}` });
    keys.add(zone.key);
  }
  if (!eventId) return;
  for (const sold of await assignmentsOf(siteDb, eventId)) {
    const seat = parseSeatKey(sold.seat_key)!;
    const index = zoneIndexOf(layout, seat.row, seat.col);
    if (index < 0 || layout.zones[index]!.key !== sold.zone)
      throw invalid({ layout: `${seatLabel(sold.seat_key)}已售出，不能删除或改变分区` });
  }
}

/** Creates or changes an event, its layout and its engine item in one transaction. Audited. */
export async function saveEvent(
  siteDb: SiteDb,
  actorId: string,
  request: FastifyRequest | undefined,
  input: TSave,
): Promise<{ id: string }> {
  const layout: TSeatLayout = {
    rows: input.layout.rows,
    cols: input.layout.cols,
    aisles: [...new Set(input.layout.aisles)].sort((a, b) => a - b),
    zones: input.layout.zones,
    grid: input.layout.grid,
  };
  if (input.rules.opensAt >= input.rules.closesAt) throw invalid({ closesAt: '截止时间必须晚于开放时间' });
  const now = nowSeconds();
  const values = {
    title: sanitizePlainText(input.title),
    place: sanitizePlainText(input.place),
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    description: sanitizePlainText(input.description ?? ''),
    layout: JSON.stringify(layout),
    published: input.published ? 1 : 0,
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await eventById(tx, input.id, { drafts: true }) : undefined;
    await checkLayout(tx, before?.id, layout);
    const id = before?.id ?? newId();
    const itemId = await saveReservationItem(
      tx,
      { id: before?.item_id, app: 'seat', ref: id, title: values.title, link: detailLink(id) },
      engineSettings(layout, input.rules),
    );
    if (before) await tx.updateTable('seat_events').set(values).where('id', '=', id).execute();
    else await tx.insertInto('seat_events', { id, ...values, item_id: itemId, created_by: actorId, created: now }).execute();
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'seat.event.update' : 'seat.event.create',
      targetType: 'seat_event',
      targetId: id,
      before,
      after: { ...values, rules: input.rules },
    });
    return { id };
  });
}

/** An event's form as the console edits it. */
export async function eventForm(siteDb: SiteDb, id: string): Promise<TSeatEventForm> {
  const row = await eventById(siteDb, id, { drafts: true });
  const s = await reservationSettings(siteDb, row.item_id);
  return {
    id: row.id,
    title: row.title,
    place: row.place,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    description: row.description,
    published: Number(row.published) === 1,
    layout: layoutOf(row),
    rules: { opensAt: s.opensAt, closesAt: s.closesAt, cancelUntil: s.cancelUntil, limit: s.limit, audience: s.audience },
  };
}

/** 选座场次: every event of the site, newest first, with the engine's counts. */
export async function managedEvents(siteDb: SiteDb, input: TListInput): Promise<{ list: TManagedSeatEvent[]; total: number }> {
  let query = siteDb.selectFrom('seat_events');
  if (input.keyword) query = query.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(query, input, (q) => q.select(EVENT_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  const list: TManagedSeatEvent[] = [];
  for (const row of rows) {
    const s = await reservationSettings(siteDb, row.item_id);
    list.push({
      id: row.id,
      title: row.title,
      place: row.place,
      startsAt: Number(row.starts_at),
      published: Number(row.published) === 1,
      opensAt: s.opensAt,
      closesAt: s.closesAt,
      counts: await reservationCounts(siteDb, row.item_id),
    });
  }
  return { list, total };
}

/** The console's map: each sold seat with its holder, and the seats held now. */
export async function occupancy(siteDb: SiteDb, id: string): Promise<TSeatOccupancy> {
  const row = await eventById(siteDb, id, { drafts: true });
  const holders = new Map((await claimsOf(siteDb, row.item_id)).map((h) => [h.claim.id, h]));
  const sold = (await assignmentsOf(siteDb, id)).map((a) => {
    const holder = holders.get(a.claim_id);
    return { seatKey: a.seat_key, name: holder?.name ?? '', number: holder?.number ?? '', state: holder?.claim.state ?? ('won' as const) };
  });
  const held = (await liveHolds(siteDb, id, nowSeconds())).map((h) => ({ seatKey: h.seat_key, expiresAt: Number(h.expires_at) }));
  return { title: row.title, layout: layoutOf(row), sold, held };
}
