import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TLoadSource, TLoadState } from '../contract';

/**
 * The datasets engine's tables (issue 24), its own: areas reach them through `server/index.ts`.
 * Times are Unix seconds.
 */

/**
 * Every load of a kind, in the order they were made: `version` is the load's number (failed loads take
 * one too, so the history reads in order). `kept` is 1 while its rows are stored (the current version
 * and the few before it, for rollback).
 */
export interface DatasetsLoadsTable {
  site_id: string;
  kind: string;
  version: number;
  source: TLoadSource;
  state: TLoadState;
  /** Rows the load holds: while `loading`, the rows it is writing. */
  row_count: number;
  /** Rows written so far (the console's progress bar while a load is `loading`). */
  written: number;
  /** Rows that failed validation (all of them, though `errors_json` keeps the first 100 problems). */
  bad_rows: number;
  /** TLoadProblem[] as JSON: row, column title, Chinese message. */
  errors_json: string;
  message: string;
  kept: number;
  /** Who loaded it: a user id, `token:<id>` for the integration API, '' for the connector's schedule. */
  loaded_by: string;
  started: number;
  finished: number;
}

/**
 * The rows of each kept version. `row_key` is the kind's key (one column's text, or the JSON list of
 * several), unique in a version; `person` the username the row belongs to ('' for public kinds);
 * `scope` the department or class it falls under, for staff reads; `data` the validated row as JSON.
 */
export interface DatasetsRowsTable {
  site_id: string;
  kind: string;
  version: number;
  row_key: string;
  person: string;
  scope: string;
  data: string;
}

/** The version readers read, per kind: moved only by a finished load or a rollback, in one transaction. */
export interface DatasetsCurrentTable {
  site_id: string;
  kind: string;
  version: number;
  /** When this version became current: what a card shows as 数据更新于. */
  updated: number;
}

/**
 * A kind's stored connector (engines/datasets/connectors.md): the config with its secrets (never
 * answered as stored: the console sees it through `redactConnectorConfig`), when it pulls and how its
 * last pull went. `running_until` is the pull's lease: taken by a conditional update, so one pull of a
 * kind runs at a time across instances; a process that died mid-pull frees it when it passes.
 */
export interface DatasetsConnectorsTable {
  site_id: string;
  kind: string;
  /** TConnectorConfig as JSON. */
  config: string;
  /** TConnectorSchedule as JSON. */
  schedule: string;
  enabled: number;
  /** When the last pull started (0: never). */
  last_run: number;
  /** '' before the first pull, else 'ok' or 'failed'. */
  last_outcome: string;
  last_message: string;
  last_version: number;
  running_until: number;
  updated: number;
  updated_by: string;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    datasets_loads: DatasetsLoadsTable;
    datasets_rows: DatasetsRowsTable;
    datasets_current: DatasetsCurrentTable;
    datasets_connectors: DatasetsConnectorsTable;
  }
}

export const datasetsMigration: TMigration = {
  name: 'datasets_0001_tables',
  async up(db) {
    await db.schema
      .createTable('datasets_loads')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('bad_rows', 'integer', (c) => c.notNull())
      .addColumn('errors_json', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('kept', 'integer', (c) => c.notNull())
      .addColumn('loaded_by', 'text', (c) => c.notNull())
      .addColumn('started', 'bigint', (c) => c.notNull())
      .addColumn('finished', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('datasets_loads_pk', ['site_id', 'kind', 'version'])
      .execute();

    await db.schema
      .createTable('datasets_rows')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('row_key', 'text', (c) => c.notNull())
      .addColumn('person', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('datasets_rows_pk', ['site_id', 'kind', 'version', 'row_key'])
      .execute();
    // A person's own rows of the current version; a staff member's by department or class.
    await db.schema.createIndex('datasets_rows_person').on('datasets_rows').columns(['site_id', 'kind', 'version', 'person']).execute();
    await db.schema.createIndex('datasets_rows_scope').on('datasets_rows').columns(['site_id', 'kind', 'version', 'scope']).execute();

    await db.schema
      .createTable('datasets_current')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('datasets_current_pk', ['site_id', 'kind'])
      .execute();
  },
};

/** Stored connectors per kind; the site administrators' grant of the datasets console on sites made before. */
export const datasetsConnectorsMigration: TMigration = {
  name: 'datasets_0002_connectors',
  async up(db) {
    await db.schema
      .createTable('datasets_connectors')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('last_run', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_outcome', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('running_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('datasets_connectors_pk', ['site_id', 'kind'])
      .execute();
    // Existing sites' administrators get the datasets console, as new sites do from BUILTIN_ROLES.
    await extendBuiltinRoleGrants(db, 'site-admin', 'admin', ['datasets']);
  },
};

/** How far a running load has written, for the console's progress bar. */
export const datasetsProgressMigration: TMigration = {
  name: 'datasets_0003_progress',
  async up(db) {
    await db.schema.alterTable('datasets_loads').addColumn('written', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/**
 * A person's rows, and a department's, come out of their index already in key order: with the key
 * last in the index, `person = ? order by row_key` reads only that person's rows (before, SQLite
 * walked the whole version in key order instead, 180 ms for one of 180,000 rows).
 */
export const datasetsKeyOrderMigration: TMigration = {
  name: 'datasets_0004_key_order',
  async up(db) {
    await db.schema.dropIndex('datasets_rows_person').execute();
    await db.schema.dropIndex('datasets_rows_scope').execute();
    await db.schema.createIndex('datasets_rows_person').on('datasets_rows').columns(['site_id', 'kind', 'version', 'person', 'row_key']).execute();
    await db.schema.createIndex('datasets_rows_scope').on('datasets_rows').columns(['site_id', 'kind', 'version', 'scope', 'row_key']).execute();
  },
};
