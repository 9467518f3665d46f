import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TCardStatus, TTopUpState } from '../contract';

/** A paid top-up on its way to the card system; its id is the ledger order's. Amounts are fen, times Unix seconds. */
export interface CardTopupsTable {
  site_id: string;
  order_id: string;
  order_no: string;
  user_id: string;
  card_number: string;
  amount: number;
  state: TTopUpState;
  /** The card system's last refusal or failure, for the office. */
  note: string;
  created: number;
  updated: number;
}

/** The demo card system's cards (demo sites only), made the first time their holder looks. */
export interface CardDemoCardsTable {
  site_id: string;
  number: string;
  holder: string;
  balance: number;
  status: TCardStatus;
}

/** The demo card system's lines; a top-up's id is its request number, so it is credited once. */
export interface CardDemoLinesTable {
  site_id: string;
  id: string;
  number: string;
  at: number;
  amount: number;
  balance: number;
  place: string;
  kind: string;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    card_topups: CardTopupsTable;
    card_demo_cards: CardDemoCardsTable;
    card_demo_lines: CardDemoLinesTable;
  }
}

export const CARD_GRANTS = { 'site-admin': ['manage'] };

export const cardMigration: TMigration = {
  name: 'card_0001_tables',
  async up(db) {
    await db.schema
      .createTable('card_topups')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('card_number', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('card_topups_pk', ['site_id', 'order_id'])
      .execute();
    await db.schema.createIndex('card_topups_person').on('card_topups').columns(['site_id', 'user_id', 'created']).execute();
    await db.schema.createIndex('card_topups_state').on('card_topups').columns(['site_id', 'state']).execute();

    await db.schema
      .createTable('card_demo_cards')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('card_demo_cards_pk', ['site_id', 'number'])
      .execute();
    await db.schema
      .createTable('card_demo_lines')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('card_demo_lines_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('card_demo_lines_card').on('card_demo_lines').columns(['site_id', 'number', 'at']).execute();
    for (const [role, modules] of Object.entries(CARD_GRANTS)) await extendBuiltinRoleGrants(db, role, 'card', modules);
  },
};
