import type { SiteDb } from '@quad/platform/server/db/site-db';
import { cancelOnce, scheduleOnce } from '@quad/platform/server/jobs/claim';

/** Subscribers are told when an item opens; a draw runs at its time; both by one-off jobs keyed by item (jobs.ts runs them). */
export const OPENED_JOB = 'reservation.opened';
export const DRAW_JOB = 'reservation.draw';
/** Subscribers are told places returned, a few seconds after the first return (one message for a burst of them). */
export const RETURNED_JOB = 'reservation.returned';
export const RETURNED_DELAY_S = 5;

/** Moves an item's jobs to its saved times, in the save's transaction; a time already past needs none. */
export async function scheduleItemJobs(tx: SiteDb, itemId: string, item: { opens_at: number; draw_at: number; mode: string }, now: number): Promise<void> {
  const payload = JSON.stringify({ itemId });
  if (item.opens_at > now) await scheduleOnce(tx, { kind: OPENED_JOB, key: itemId, dueAt: item.opens_at, payload, now });
  else await cancelOnce(tx, OPENED_JOB, itemId);
  if (item.mode === 'draw') await scheduleOnce(tx, { kind: DRAW_JOB, key: itemId, dueAt: item.draw_at, payload, now });
  else await cancelOnce(tx, DRAW_JOB, itemId);
}

/** A deleted item's jobs, whatever is still to come. */
export async function cancelItemJobs(tx: SiteDb, itemId: string): Promise<void> {
  for (const kind of [OPENED_JOB, DRAW_JOB, RETURNED_JOB]) await cancelOnce(tx, kind, itemId);
}

/** After a place returned with nobody waiting: the subscribers' message, once for a burst of returns. */
export const scheduleReturned = (tx: SiteDb, itemId: string, now: number) =>
  scheduleOnce(tx, { kind: RETURNED_JOB, key: itemId, dueAt: now + RETURNED_DELAY_S, payload: JSON.stringify({ itemId }), now, keepEarlier: true });
