import QRCode from 'qrcode';
import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import {
  cancelClaim,
  checkClaim,
  claimPass,
  claimPlace,
  myClaims,
  prerequisiteForm,
  reservationSettings,
  reservationStatus,
  reservationStatuses,
  setSubscription,
} from '@quad/reservation-engine/server';
import type { checkTicket, grabTicket, TMyTicket, TTicketEvent, TTicketEventDetail, TTicketPass } from '../contract';
import { coverUrl, eventById, eventsByItems, prerequisitesOf, publishedEvents, titleOfItem, type TEventRow } from './store';

type TGrab = z.output<(typeof grabTicket)['input']>;
type TCheck = z.output<(typeof checkTicket)['input']>;

const eventItem = (row: TEventRow, basePath: string): Omit<TTicketEvent, 'status'> => ({
  id: row.id,
  title: row.title,
  coverUrl: coverUrl(basePath, row.cover),
  place: row.place,
  startsAt: Number(row.starts_at),
  endsAt: Number(row.ends_at),
  organizer: row.organizer,
});

/**
 * 活动票务: the published events with where each stands for me, in one status read for all their
 * items. Events whose audience leaves me out are not listed (a prerequisite I lack still is: the page
 * says what to attend first).
 */
export async function listEvents(siteDb: SiteDb, userId: string, basePath: string): Promise<{ list: TTicketEvent[] }> {
  const rows = await publishedEvents(siteDb);
  const statuses = await reservationStatuses(
    siteDb,
    rows.map((r) => r.item_id),
    userId,
  );
  const list: TTicketEvent[] = [];
  for (const row of rows) {
    const status = statuses.get(row.item_id);
    if (!status || status.barred === 'audience') continue;
    list.push({ ...eventItem(row, basePath), status });
  }
  return { list };
}

/** One published event for me: its status (remaining, my claims), its description and prerequisites. */
export async function eventDetail(siteDb: SiteDb, userId: string, basePath: string, id: string): Promise<TTicketEventDetail> {
  const row = await eventById(siteDb, id);
  const status = await reservationStatus(siteDb, row.item_id, userId);
  const prerequisites = await prerequisitesOf(siteDb, row.id, async () => {
    const settings = await reservationSettings(siteDb, row.item_id);
    return { event: await titleOfItem(siteDb, settings.prerequisite), form: await prerequisiteForm(siteDb, settings.prerequisiteForm) };
  });
  return { ...eventItem(row, basePath), status, description: row.description, prerequisiteTitle: prerequisites.event, prerequisiteForm: prerequisites.form };
}

/** 抢票 / 预约 on a published event: the engine's claim (its refusals propagate with their reasons). */
export async function grab(siteDb: SiteDb, userId: string, input: TGrab) {
  const row = await eventById(siteDb, input.id);
  return claimPlace(siteDb, {
    itemId: row.item_id,
    userId,
    zone: input.zone,
    requestId: input.requestId,
    captchaToken: input.captchaToken,
  });
}

/** 退票: only a claim on one of this area's events, and only its holder's. */
export async function cancel(siteDb: SiteDb, userId: string, claimId: string): Promise<void> {
  await ticketOf(siteDb, userId, claimId);
  await cancelClaim(siteDb, { claimId, userId });
}

export async function subscribe(siteDb: SiteDb, userId: string, id: string, on: boolean): Promise<void> {
  const row = await eventById(siteDb, id);
  await setSubscription(siteDb, row.item_id, userId, on);
}

/** 我的票: my claims on this area's items, newest first, each with its event. */
export async function myTickets(siteDb: SiteDb, userId: string, claimId?: string): Promise<{ list: TMyTicket[] }> {
  const claims = await myClaims(siteDb, userId, 'ticket', claimId);
  const events = await eventsByItems(
    siteDb,
    claims.map((c) => c.itemId),
  );
  const list: TMyTicket[] = [];
  for (const { itemId, ...claim } of claims) {
    const event = events.get(itemId);
    if (!event) continue;
    list.push({
      ...claim,
      eventId: event.id,
      title: event.title,
      place: event.place,
      startsAt: Number(event.starts_at),
      endsAt: Number(event.ends_at),
    });
  }
  return { list };
}

/** One of my tickets, or 票不存在 (another person's, another site's, another area's). */
async function ticketOf(siteDb: SiteDb, userId: string, claimId: string): Promise<TMyTicket> {
  const [ticket] = (await myTickets(siteDb, userId, claimId)).list;
  if (!ticket) throw notFound('票不存在');
  return ticket;
}

/** My ticket's pass: the rotating signed code drawn as a QR, and its 兑换码. */
export async function pass(siteDb: SiteDb, userId: string, claimId: string): Promise<TTicketPass> {
  const ticket = await ticketOf(siteDb, userId, claimId);
  const { token, refreshIn, code } = await claimPass(siteDb, claimId, userId);
  const svg = await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { ticket, token, svg, refreshIn, code };
}

/** Events the check page may be set to: published ones not over for more than a day. */
export async function checkEvents(siteDb: SiteDb, now: number) {
  const rows = await publishedEvents(siteDb);
  return { list: rows.filter((r) => Number(r.ends_at) > now - 86_400).map((r) => ({ id: r.id, name: r.title })) };
}

/**
 * 验票 at the door, for one event or any of the site's published ones: the engine marks the claim
 * checked the first time and answers when it was on any later showing.
 */
export async function check(siteDb: SiteDb, staffId: string, timeZone: string, input: TCheck) {
  const items = input.eventId ? [(await eventById(siteDb, input.eventId)).item_id] : (await publishedEvents(siteDb)).map((r) => r.item_id);
  const result = await checkClaim(siteDb, { token: input.token, code: input.code, itemIds: items, staffId, timeZone });
  const event = result.itemId ? (await eventsByItems(siteDb, [result.itemId])).get(result.itemId) : undefined;
  const { itemId: _item, ...verdict } = result;
  return { ...verdict, eventTitle: event?.title ?? '' };
}
