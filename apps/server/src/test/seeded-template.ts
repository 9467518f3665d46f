import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { readConfig } from '@quad/platform/server/config';
import { serverModules } from '../modules.gen';

/**
 * The demo sites, migrated and seeded once per test run, which each test file's server starts from
 * as a copy: migrating and seeding took a second per file on SQLite and five on PostgreSQL, most of
 * the API suite's time on PostgreSQL. Built by the API project's global setup (`global-setup.ts`).
 */
export interface TSeededTemplate {
  /** The data folder holding the SQLite file and the seeded files (logos). */
  dataDir: string;
  /** On PostgreSQL, the template database's name in DATABASE_URL's cluster. */
  database?: string;
  /** The Beijing day it was seeded on: seeds date things "today", so a copy from another day is not used. */
  day: string;
}

const beijingDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
// Random bytes, not the clock: a test may have frozen Date.now.
const uniqueSuffix = () => randomBytes(6).toString('hex');

/** DATABASE_URL with another database of the same cluster. */
function urlOfDatabase(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  // A test database is thrown away at the end: its commits need not wait for the disk.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** One statement on the cluster's maintenance connection (databases are created and dropped from outside them). */
async function onCluster(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlOfDatabase('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Names of test databases start with the run's database name, so a stopped run's leftovers are recognisable. */
const databaseNamed = (kind: 't' | 'tpl') => `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_${kind}_${uniqueSuffix()}`.toLowerCase();

export async function buildSeededTemplate(): Promise<TSeededTemplate> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-test-template-'));
  const database = process.env.DATABASE_URL ? databaseNamed('tpl') : undefined;
  if (database) await onCluster(`create database ${database}`);
  const config = readConfig({ ...process.env, NODE_ENV: 'test' }, { dataDir, databaseUrl: database && urlOfDatabase(database), demo: true });
  const { app } = await buildApp(config, serverModules);
  await app.ready();
  await app.close();
  return { dataDir, database, day: beijingDay() };
}

export async function dropSeededTemplate(template: TSeededTemplate): Promise<void> {
  fs.rmSync(template.dataDir, { recursive: true, force: true });
  if (template.database) await onCluster(`drop database if exists ${template.database} with (force)`);
}

/** A copy of the template for one server: its data folder, and on PostgreSQL its database. Undefined when the template is from another day. */
export async function copySeededTemplate(
  template: TSeededTemplate,
  dataDir: string,
): Promise<{ databaseUrl?: string; drop(): Promise<void> } | undefined> {
  if (template.day !== beijingDay()) return undefined;
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (!template.database) return { drop: async () => {} };
  return createDatabase(template.database);
}

/**
 * A database of its own in DATABASE_URL's cluster, empty or a copy of `template`. Never a schema in a
 * shared database: Kysely's migrator looks through every schema of its database, and another test
 * file dropping its schema at that moment failed the look (`schema … does not exist`).
 */
export async function createDatabase(template?: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const database = databaseNamed('t');
  await onCluster(`create database ${database}${template ? ` template ${template}` : ''}`);
  return { databaseUrl: urlOfDatabase(database), drop: () => onCluster(`drop database if exists ${database} with (force)`) };
}
