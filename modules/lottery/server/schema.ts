import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TLotteryPeriod } from '../rules';

/**
 * One lottery as its office set it up. Its window, audience and the prizes' stock are the reservation
 * engine's item `item_id` (a zone per prize, capacity = count); `opens_at`/`closes_at` are kept here
 * too, written with the item, for the lists' order.
 */
export interface LotteryLotteriesTable {
  site_id: string;
  id: string;
  title: string;
  description: string;
  period: TLotteryPeriod;
  opens_at: number;
  closes_at: number;
  /** `[{ key, name, chance }]` in band order (chance in ‰): the rule the seed's recomputation follows. */
  prizes_json: string;
  item_id: string;
  /** 64 hex digits, secret until the lottery closes; `seed_hash` (sha256 of that text) is public from the start. */
  seed: string;
  seed_hash: string;
  published: number;
  created_by: string;
  created: number;
  updated: number;
}

/**
 * Every draw: who, when, the random value HMAC-SHA256(seed, id) mapped to [0, 1), the prize it fell
 * on (`drawn`) and the prize given (`prize`, '' for 未中奖 or when `drawn` had run out: `note` says
 * why). Its key (site, lottery, person, period) refuses a second draw in a period however requests
 * arrive; `period` is `all` on a once-only lottery, else the site's day. `state` is `drawing` between
 * the key being taken and the engine's answer, `done` after: a draw left `drawing` is finished by its
 * retry or the next read of the person's draws.
 */
export interface LotteryDrawsTable {
  site_id: string;
  lottery_id: string;
  user_id: string;
  period: string;
  id: string;
  request_id: string;
  /** The random value's decimal text (a double survives it exactly on both databases). */
  value: string;
  drawn: string;
  prize: string;
  note: string;
  claim_id: string;
  state: 'drawing' | 'done';
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    lottery_lotteries: LotteryLotteriesTable;
    lottery_draws: LotteryDrawsTable;
  }
}

/** The site's administrators and school-wide managers run lotteries. */
export const LOTTERY_GRANTS = { 'site-admin': ['manage'], manager: ['manage'] };

export const lotteryMigration: TMigration = {
  name: 'lottery_0001_tables',
  async up(db) {
    await db.schema
      .createTable('lottery_lotteries')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('prizes_json', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('lottery_lotteries_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createIndex('lottery_lotteries_closes')
      .on('lottery_lotteries')
      .columns(['site_id', 'published', 'closes_at'])
      .execute();
    await db.schema
      .createTable('lottery_draws')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('lottery_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('drawn', 'text', (c) => c.notNull())
      .addColumn('prize', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('claim_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('lottery_draws_pk', ['site_id', 'lottery_id', 'user_id', 'period'])
      .execute();
    // A retried request meets its first draw here and answers its outcome, never drawing twice.
    await db.schema
      .createIndex('lottery_draws_request')
      .on('lottery_draws')
      .columns(['site_id', 'lottery_id', 'user_id', 'request_id'])
      .unique()
      .execute();
    // The public list: every draw in order, or the winners only.
    await db.schema.createIndex('lottery_draws_list').on('lottery_draws').columns(['site_id', 'lottery_id', 'prize', 'created']).execute();
    for (const [role, modules] of Object.entries(LOTTERY_GRANTS)) await extendBuiltinRoleGrants(db, role, 'lottery', modules);
  },
};
