import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The room a person buys for ("my room"), changed whenever they like. */
export interface ElectricityRoomsTable {
  site_id: string;
  user_id: string;
  building_id: string;
  building_name: string;
  room_id: string;
  room_name: string;
  updated: number;
}

/**
 * A paid order on its way to the energy system: `pending` until posted, then `credited` (with the kWh
 * the system answered, in hundredths) or `failed` (the money goes back). One per order.
 */
export interface ElectricityPurchasesTable {
  site_id: string;
  order_id: string;
  order_no: string;
  user_id: string;
  room_id: string;
  /** The order's title (`电费：<building> <room>`) as the payer saw it: the record reads well even if the system renames rooms. */
  title: string;
  amount: number;
  state: 'pending' | 'credited' | 'failed';
  kwh_centi: number;
  note: string;
  created: number;
  updated: number;
}

/** The offline demo energy system's meters (`energy/demo-system.ts`): one row per room. */
export interface ElectricityDemoMetersTable {
  site_id: string;
  room_id: string;
  building_id: string;
  building_name: string;
  campus: string;
  room_name: string;
  floor: number;
  remaining_centi: number;
}

/** Purchases the demo system credited, by request number: what makes its `purchase` idempotent. */
export interface ElectricityDemoCreditsTable {
  site_id: string;
  request_no: string;
  room_id: string;
  amount: number;
  kwh_centi: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    electricity_rooms: ElectricityRoomsTable;
    electricity_purchases: ElectricityPurchasesTable;
    electricity_demo_meters: ElectricityDemoMetersTable;
    electricity_demo_credits: ElectricityDemoCreditsTable;
  }
}

/** The office's console (购电对账) is the site admins' to begin with. */
export const ELECTRICITY_GRANTS = { 'site-admin': ['manage'] };

export const electricityMigration: TMigration = {
  name: 'electricity_0001_tables',
  async up(db) {
    await db.schema
      .createTable('electricity_rooms')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('building_id', 'text', (c) => c.notNull())
      .addColumn('building_name', 'text', (c) => c.notNull())
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('electricity_rooms_pk', ['site_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('electricity_purchases')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('kwh_centi', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('electricity_purchases_pk', ['site_id', 'order_id'])
      .execute();
    await db.schema
      .createIndex('electricity_purchases_user')
      .on('electricity_purchases')
      .columns(['site_id', 'user_id', 'created'])
      .execute();

    await db.schema
      .createTable('electricity_demo_meters')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('building_id', 'text', (c) => c.notNull())
      .addColumn('building_name', 'text', (c) => c.notNull())
      .addColumn('campus', 'text', (c) => c.notNull())
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('floor', 'integer', (c) => c.notNull())
      .addColumn('remaining_centi', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('electricity_demo_meters_pk', ['site_id', 'room_id'])
      .execute();
    await db.schema
      .createIndex('electricity_demo_meters_building')
      .on('electricity_demo_meters')
      .columns(['site_id', 'building_id'])
      .execute();

    await db.schema
      .createTable('electricity_demo_credits')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('request_no', 'text', (c) => c.notNull())
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('kwh_centi', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('electricity_demo_credits_pk', ['site_id', 'request_no'])
      .execute();
  },
};

/** Sites made before the office's console get its grants as new sites do (`ELECTRICITY_GRANTS`). */
export const electricityGrantsMigration: TMigration = {
  name: 'electricity_0002_office_grants',
  async up(db) {
    for (const [role, modules] of Object.entries(ELECTRICITY_GRANTS)) await extendBuiltinRoleGrants(db, role, 'electricity', modules);
  },
};
