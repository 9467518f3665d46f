import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TClaimState, TReservationMode } from '../contract';

/**
 * The reservation engine's tables (issue 21), its own: areas reach them through `server/index.ts`.
 * Times are Unix seconds.
 */

/** Something with contested places: a gala's tickets, a hall's seats, a course's places. */
export interface ReservationItemsTable {
  site_id: string;
  id: string;
  /** The area that owns it (`ticket`) and its own record's id. */
  app: string;
  ref: string;
  title: string;
  /** The phone page messages link to. */
  link: string;
  mode: TReservationMode;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  cancel_until: number;
  per_person: number;
  waitlist: number;
  captcha: number;
  /** JSON TAudience, checked against the site when saved. */
  audience_json: string;
  /** An item whose check-in a person needs first, '' for none. */
  prerequisite: string;
  /** A form (its number) a person must have answered first, 0 for none. */
  prerequisite_form: number;
  /** A draw item's second round: after the draw, places left go first-come until then (0: none). */
  grab_until: number;
  /** When the draw ran (0 before), its seed and the digest of its result, for anyone auditing it. */
  drawn_at: number;
  draw_seed: string;
  draw_digest: string;
  draw_entrants: number;
  draw_winners: number;
  created: number;
  updated: number;
}

/**
 * A zone's places, split over `shard` rows so parallel grabs on PostgreSQL lock different rows; each
 * grab takes one place from a shard with room (`taken < capacity`, one conditional update).
 */
export interface ReservationStockTable {
  site_id: string;
  item_id: string;
  zone: string;
  shard: number;
  /** The zone's name and order, on each of its shards. */
  name: string;
  seq: number;
  capacity: number;
  taken: number;
}

/** One person's places on one item: the conditional update that keeps them within the limit whatever they send. */
export interface ReservationHoldersTable {
  site_id: string;
  item_id: string;
  user_id: string;
  /** Claims held (won, pending, waiting, checked). */
  held: number;
}

export interface ReservationClaimsTable {
  site_id: string;
  id: string;
  item_id: string;
  user_id: string;
  zone: string;
  /** The stock row its place came from (-1 while it holds none: pending, waiting, lost). */
  shard: number;
  state: TClaimState;
  /** The page's id of the grab: a retried request answers this claim instead of taking another. */
  request_id: string;
  /** 兑换码, unique on the site. */
  code: string;
  created: number;
  updated: number;
  checked_at: number;
  checked_by: string;
}

/** Who wants to be told when an item opens or when places return. */
export interface ReservationSubscriptionsTable {
  site_id: string;
  item_id: string;
  user_id: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    reservation_items: ReservationItemsTable;
    reservation_stock: ReservationStockTable;
    reservation_holders: ReservationHoldersTable;
    reservation_claims: ReservationClaimsTable;
    reservation_subscriptions: ReservationSubscriptionsTable;
  }
}

export const reservationMigration: TMigration = {
  name: 'reservation_0001_tables',
  async up(db) {
    await db.schema
      .createTable('reservation_items')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('draw_at', 'bigint', (c) => c.notNull())
      .addColumn('cancel_until', 'bigint', (c) => c.notNull())
      .addColumn('per_person', 'integer', (c) => c.notNull())
      .addColumn('waitlist', 'integer', (c) => c.notNull())
      .addColumn('captcha', 'integer', (c) => c.notNull())
      .addColumn('audience_json', 'text', (c) => c.notNull())
      .addColumn('prerequisite', 'text', (c) => c.notNull())
      .addColumn('drawn_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('draw_seed', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('draw_digest', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('draw_entrants', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('draw_winners', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reservation_items_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('reservation_items_ref').unique().on('reservation_items').columns(['site_id', 'app', 'ref']).execute();

    await db.schema
      .createTable('reservation_stock')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('shard', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('taken', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('reservation_stock_pk', ['site_id', 'item_id', 'zone', 'shard'])
      .execute();

    await db.schema
      .createTable('reservation_holders')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('held', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('reservation_holders_pk', ['site_id', 'item_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('reservation_claims')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('shard', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('checked_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('checked_by', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('reservation_claims_pk', ['site_id', 'id'])
      .execute();
    // A retried grab finds its claim; a person's claims on an item; the waitlist in order; 兑换码 typed at the gate.
    await db.schema.createIndex('reservation_claims_request').unique().on('reservation_claims').columns(['site_id', 'item_id', 'user_id', 'request_id']).execute();
    await db.schema.createIndex('reservation_claims_item_state').on('reservation_claims').columns(['site_id', 'item_id', 'state', 'created']).execute();
    await db.schema.createIndex('reservation_claims_person').on('reservation_claims').columns(['site_id', 'user_id', 'created']).execute();
    await db.schema.createIndex('reservation_claims_code').unique().on('reservation_claims').columns(['site_id', 'code']).execute();

    await db.schema
      .createTable('reservation_subscriptions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reservation_subscriptions_pk', ['site_id', 'item_id', 'user_id'])
      .execute();
  },
};

/** A filled form as a prerequisite, beside an attended activity. */
export const reservationPrerequisiteFormMigration: TMigration = {
  name: 'reservation_0002_prerequisite_form',
  async up(db) {
    await db.schema.alterTable('reservation_items').addColumn('prerequisite_form', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/** A draw followed by a first-come round for the places it left (course selection's 预选 then 抢课). */
export const reservationGrabAfterDrawMigration: TMigration = {
  name: 'reservation_0003_grab_after_draw',
  async up(db) {
    await db.schema.alterTable('reservation_items').addColumn('grab_until', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  },
};
