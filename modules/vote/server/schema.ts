import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TResultVisibility } from '../rules';

/** One vote as its office set it up, with the number of ballots cast so far. */
export interface VoteVotesTable {
  site_id: string;
  id: string;
  title: string;
  description: string;
  /** The cover's upload id, '' for none. */
  cover: string;
  multiple: number;
  min_picks: number;
  max_picks: number;
  anonymous: number;
  /** 0: one vote per person for the whole vote; N: N votes a day (the site's day). */
  per_day: number;
  opens_at: number;
  closes_at: number;
  results: TResultVisibility;
  /** `TAudience` as JSON: everyone, or departments, classes, roles and people. */
  audience: string;
  /** Ballots cast (one per vote a person casts), raised in the casting transaction. */
  ballots: number;
  created_by: string;
  created: number;
  updated: number;
}

/** An option and its count, raised in the casting transaction. */
export interface VoteOptionsTable {
  site_id: string;
  vote_id: string;
  id: string;
  position: number;
  text: string;
  picture: string;
  count: number;
}

/**
 * "This person voted in this period": the guard against a second vote, whatever the client sends. Its
 * key (site, vote, person, period) makes a second insert fail; `period` is `all` on a once-only vote,
 * else the site's day and the vote's number that day (`2026-05-04#1`). It never says what was chosen,
 * and on an anonymous vote it keeps no time either, so it cannot be matched to a change of the counts.
 */
export interface VoteMarksTable {
  site_id: string;
  vote_id: string;
  user_id: string;
  period: string;
  /** The page's id of the request: a retry of it answers success once more instead of "already voted". */
  request_id: string;
  /** When, on a named vote; 0 on an anonymous one. */
  created: number;
}

/** Who chose what, on a named vote only: one row per option of a ballot. */
export interface VoteBallotsTable {
  site_id: string;
  vote_id: string;
  user_id: string;
  period: string;
  option_id: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    vote_votes: VoteVotesTable;
    vote_options: VoteOptionsTable;
    vote_marks: VoteMarksTable;
    vote_ballots: VoteBallotsTable;
  }
}

/** The site's administrators and school-wide managers run votes. */
export const VOTE_GRANTS = { 'site-admin': ['manage'], manager: ['manage'] };

export const voteMigration: TMigration = {
  name: 'vote_0001_tables',
  async up(db) {
    await db.schema
      .createTable('vote_votes')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('multiple', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_picks', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('max_picks', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('per_day', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('results', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('ballots', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('vote_votes_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('vote_votes_closes').on('vote_votes').columns(['site_id', 'closes_at']).execute();
    await db.schema
      .createTable('vote_options')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('vote_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('vote_options_pk', ['site_id', 'vote_id', 'id'])
      .execute();
    await db.schema
      .createTable('vote_marks')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('vote_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('vote_marks_pk', ['site_id', 'vote_id', 'user_id', 'period'])
      .execute();
    // A retried request meets its first mark here and is answered as done, never counted twice.
    await db.schema
      .createIndex('vote_marks_request')
      .on('vote_marks')
      .columns(['site_id', 'vote_id', 'user_id', 'request_id'])
      .unique()
      .execute();
    await db.schema
      .createTable('vote_ballots')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('vote_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('option_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('vote_ballots_pk', ['site_id', 'vote_id', 'user_id', 'period', 'option_id'])
      .execute();
    for (const [role, modules] of Object.entries(VOTE_GRANTS)) await extendBuiltinRoleGrants(db, role, 'vote', modules);
  },
};
