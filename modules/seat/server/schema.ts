import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** One seat event (场次): its facts and the hall's layout. Its places are the engine's item `item_id`, a zone per layout zone. */
export interface SeatEventsTable {
  site_id: string;
  id: string;
  title: string;
  place: string;
  starts_at: number;
  ends_at: number;
  description: string;
  /** The layout as JSON (`shared/layout.ts`, TSeatLayout). */
  layout: string;
  item_id: string;
  created_by: string;
  created: number;
  updated: number;
  published: number;
}

/** A seat held for a few minutes while its person confirms: one row per seat, so two people never hold one. */
export interface SeatHoldsTable {
  site_id: string;
  event_id: string;
  seat_key: string;
  user_id: string;
  expires_at: number;
}

/** Which seat each of the engine's claims is: one per seat, the last gate against selling a seat twice. */
export interface SeatAssignmentsTable {
  site_id: string;
  event_id: string;
  seat_key: string;
  zone: string;
  claim_id: string;
  user_id: string;
  /** The confirmation's request id: its retry answers these seats. */
  request_id: string;
  /** The claim's 兑换码, so a typed code finds its seat. */
  code: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    seat_events: SeatEventsTable;
    seat_holds: SeatHoldsTable;
    seat_assignments: SeatAssignmentsTable;
  }
}

/** `manage`: events, layouts, the seat map, the export; `check`: the check page at the door. */
export const SEAT_GRANTS = { 'site-admin': ['manage', 'check'], manager: ['manage', 'check'] };

export const seatMigration: TMigration = {
  name: 'seat_0001_events',
  async up(db) {
    await db.schema
      .createTable('seat_events')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('seat_events_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('seat_events_published').on('seat_events').columns(['site_id', 'published', 'starts_at']).execute();
    await db.schema.createIndex('seat_events_item').on('seat_events').columns(['site_id', 'item_id']).execute();

    await db.schema
      .createTable('seat_holds')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('seat_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_holds_pk', ['site_id', 'event_id', 'seat_key'])
      .execute();
    await db.schema.createIndex('seat_holds_user').on('seat_holds').columns(['site_id', 'event_id', 'user_id']).execute();

    await db.schema
      .createTable('seat_assignments')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('seat_key', 'text', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('claim_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_assignments_pk', ['site_id', 'event_id', 'seat_key'])
      .execute();
    await db.schema.createIndex('seat_assignments_user').on('seat_assignments').columns(['site_id', 'event_id', 'user_id']).execute();
    await db.schema.createIndex('seat_assignments_claim').on('seat_assignments').columns(['site_id', 'claim_id']).execute();
    await db.schema.createIndex('seat_assignments_code').on('seat_assignments').columns(['site_id', 'code']).execute();
    for (const [role, modules] of Object.entries(SEAT_GRANTS)) await extendBuiltinRoleGrants(db, role, 'seat', modules);
  },
};
