import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/**
 * One event whose tickets are given out (the New Year gala): what the phone shows of it. Its places,
 * rules and claims are the reservation engine's item `item_id`.
 */
export interface TicketEventsTable {
  site_id: string;
  id: string;
  title: string;
  /** The cover picture's upload id, '' for none. */
  cover: string;
  place: string;
  /** The event's own time (Unix seconds), not the tickets' opening. */
  starts_at: number;
  ends_at: number;
  description: string;
  organizer: string;
  /** The engine's item holding the event's places. */
  item_id: string;
  created_by: string;
  created: number;
  updated: number;
  /** 1 once students may see it. */
  published: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    ticket_events: TicketEventsTable;
  }
}

/** `manage`: events, the live counter, the winners' export, statistics; `check`: the check page at the door. */
export const TICKET_GRANTS = { 'site-admin': ['manage', 'check'], manager: ['manage', 'check'] };

export const ticketMigration: TMigration = {
  name: 'ticket_0001_events',
  async up(db) {
    await db.schema
      .createTable('ticket_events')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('organizer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('ticket_events_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('ticket_events_published').on('ticket_events').columns(['site_id', 'published', 'starts_at']).execute();
    await db.schema.createIndex('ticket_events_item').on('ticket_events').columns(['site_id', 'item_id']).execute();
    for (const [role, modules] of Object.entries(TICKET_GRANTS)) await extendBuiltinRoleGrants(db, role, 'ticket', modules);
  },
};
