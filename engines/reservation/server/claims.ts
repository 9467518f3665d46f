import { randomInt } from 'node:crypto';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TClaim, TClaimState, TZoneStatus } from '../contract';
import type { TItemRow } from './items';
import type { ReservationClaimsTable } from './schema';

export type TClaimRow = ReservationClaimsTable;

/** States that hold one of the person's `per_person` (and, once won, a place). */
export const HOLDING: TClaimState[] = ['won', 'pending', 'waiting', 'checked'];

/** 兑换码 letters: no 0/O, 1/I/L, so a code read aloud or typed at the gate is not mistaken. */
const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;
export const newExchangeCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
/** A typed code as it is kept: capitals, no spaces or dashes. */
export const normalCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Until when a holder may give a place back: the item's deadline, else its closing. */
export const cancelDeadline = (item: TItemRow) => Number(item.cancel_until) || Math.max(Number(item.closes_at), Number(item.grab_until));

export function toClaim(row: TClaimRow, item: TItemRow, zones: TZoneStatus[], now: number, position = 0): TClaim {
  return {
    id: row.id,
    zone: row.zone,
    zoneName: zones.find((z) => z.key === row.zone)?.name ?? row.zone,
    state: row.state,
    code: row.state === 'won' || row.state === 'checked' ? row.code : '',
    position,
    created: Number(row.created),
    checkedAt: Number(row.checked_at),
    cancellable: ['won', 'pending', 'waiting'].includes(row.state) && now < cancelDeadline(item),
  };
}

// Every grab asks it first, ten thousand in a flash sale's second: prepared once.
const byRequest = preparedQuery((siteDb, v: { itemId: string; userId: string; requestId: string }) =>
  siteDb.selectFrom('reservation_claims').selectAll().where('item_id', '=', v.itemId).where('user_id', '=', v.userId).where('request_id', '=', v.requestId),
);

export const claimByRequest = (siteDb: SiteDb, itemId: string, userId: string, requestId: string) => byRequest.first(siteDb, { itemId, userId, requestId });

/** A waiting claim's place in its zone's line (1 = next). */
export async function waitlistPosition(siteDb: SiteDb, row: TClaimRow): Promise<number> {
  const ahead = await siteDb
    .selectFrom('reservation_claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', row.item_id)
    .where('zone', '=', row.zone)
    .where('state', '=', 'waiting')
    .where((eb) => eb.or([eb('created', '<', row.created), eb.and([eb('created', '=', row.created), eb('id', '<', row.id)])]))
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
