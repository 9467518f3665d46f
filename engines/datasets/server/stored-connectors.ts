import type { FastifyInstance } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail } from '@quad/platform/server/errors';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import { siteMidnight } from '@quad/platform/server/time';
import type { TConnectorConfig } from '../connector-config';
import type { TConnectorSchedule, TDatasetConnector, TLoadResult } from '../contract';
import { ConnectorError, pullRows, REDACTED, redactConnectorConfig, type TPullOptions } from './connectors';
import { requireKind } from './kinds';
import { pullIntoDataset } from './load';

/**
 * Each kind's stored connector (docs/engines.md "datasets", connectors.md): its config, schedule and
 * last outcome, the pull it makes by schedule or 立即拉取, and the job that runs the due ones.
 */

/** A pull's lease: longer than a pull may last (10 minutes), so a live pull keeps it. */
const PULL_LEASE_S = 15 * 60;
/** How often each site's due connectors are looked for. */
export const CONNECTOR_TICK_MS = 60_000;
export const CONNECTOR_JOB = 'datasets.connectors';

/** What a pull needs of the platform: the outbound rule (a shared deployment reaches no internal address). */
export interface TPullDeps {
  outbound: Pick<TOutbound, 'refuses'>;
  /** The connectors' own limits (tests shorten them). */
  pullOptions?: TPullOptions;
}

const DEFAULT_SCHEDULE: TConnectorSchedule = { mode: 'off' };

/** The address a config connects to: the REST API's origin, the database's host and port. */
function destinationOf(config: TConnectorConfig): string {
  if (config.kind === 'rest') return new URL(config.url).origin;
  const url = new URL(config.connectionString);
  return `${url.hostname}:${url.port || '5432'}`;
}

/** The URL's query parameter values still REDACTED, replaced by the stored URL's. */
function restoreParams(incoming: URL, stored: URL | undefined): void {
  for (const [name, value] of [...incoming.searchParams]) {
    if (value !== REDACTED) continue;
    const kept = stored?.searchParams.get(name);
    if (kept === null || kept === undefined) throw fail(`请重新填写接口地址中参数 ${name} 的值`);
    incoming.searchParams.set(name, kept);
  }
}

const retypeHeaderMessage = (name: string) => `请重新填写请求头 ${name} 的内容`;
const retypeParamMessage = (name: string) => `请重新填写查询参数 ${name} 的值`;

/**
 * The config to store from what the console sends: where a secret comes back as REDACTED (a header's
 * value, a secret query parameter, the database password), the stored secret is kept. Only toward the
 * same address: a secret is never sent somewhere else than where it was entered, so a REDACTED value
 * with a changed address (or nothing stored) must be typed again.
 */
export function keepStoredSecrets(incoming: TConnectorConfig, stored: TConnectorConfig | undefined): TConnectorConfig {
  const same = stored && stored.kind === incoming.kind && destinationOf(stored) === destinationOf(incoming) ? stored : undefined;
  if (incoming.kind === 'sql') {
    const storedUrl = same?.kind === 'sql' ? new URL(same.connectionString) : undefined;
    const url = new URL(incoming.connectionString);
    if (url.password === REDACTED) {
      if (!storedUrl?.password) throw fail('请重新填写数据库连接串中的密码');
      url.password = storedUrl.password;
    }
    if (url.searchParams.get('password') === REDACTED) {
      const kept = storedUrl?.searchParams.get('password');
      if (!kept) throw fail('请重新填写数据库连接串中的密码');
      url.searchParams.set('password', kept);
    }
    return { ...incoming, connectionString: url.toString() };
  }
  const storedRest = same?.kind === 'rest' ? same : undefined;
  const url = new URL(incoming.url);
  restoreParams(url, storedRest ? new URL(storedRest.url) : undefined);
  const restore = (
    entries: Record<string, string> | undefined,
    kept: Record<string, string> | undefined,
    retypeMessage: (name: string) => string,
  ) =>
    entries &&
    Object.fromEntries(
      Object.entries(entries).map(([name, value]) => {
        if (value !== REDACTED) return [name, value];
        const secret = kept?.[name];
        if (secret === undefined) throw fail(retypeMessage(name));
        return [name, secret];
      }),
    );
  return {
    ...incoming,
    url: url.toString(),
    headers: restore(incoming.headers, storedRest?.headers, retypeHeaderMessage),
    query: restore(incoming.query, storedRest?.query, retypeParamMessage),
  };
}

/**
 * When the schedule pulls next (Unix seconds), 0 when it does not: every N hours after the last pull
 * (or the save); daily at HH:MM of the site's time zone, the first such moment after the last pull
 * (or the save).
 */
export function nextPullAt(schedule: TConnectorSchedule, lastRun: number, saved: number, timeZone: string): number {
  const base = lastRun || saved;
  if (schedule.mode === 'off') return 0;
  if (schedule.mode === 'hours') return base + schedule.every * 3600;
  const [hours, minutes] = schedule.at.split(':').map(Number);
  const at = hours * 3600 + minutes * 60;
  const today = siteMidnight(timeZone, base);
  // The next day's midnight from a moment well inside that day (a day may be 23 or 25 hours long).
  return today + at > base ? today + at : siteMidnight(timeZone, today + 86_400 + 3 * 3600) + at;
}

type TStoredRow = Awaited<ReturnType<typeof storedRow>>;

function storedRow(siteDb: SiteDb, kind: string) {
  return siteDb.selectFrom('datasets_connectors').selectAll().where('kind', '=', kind).executeTakeFirst();
}

/** The console's view of a stored connector: secrets redacted. */
function viewOf(kind: string, row: TStoredRow, timeZone: string): TDatasetConnector {
  if (!row) return { kind, configured: false, config: null, schedule: DEFAULT_SCHEDULE, enabled: false, last: null, nextAt: 0 };
  const schedule = JSON.parse(row.schedule) as TConnectorSchedule;
  return {
    kind,
    configured: true,
    config: redactConnectorConfig(JSON.parse(row.config) as TConnectorConfig),
    schedule,
    enabled: row.enabled === 1,
    last: row.last_outcome
      ? { at: row.last_run, ok: row.last_outcome === 'ok', message: row.last_message, version: row.last_version }
      : null,
    nextAt: row.enabled === 1 ? nextPullAt(schedule, row.last_run, row.updated, timeZone) : 0,
  };
}

export async function readConnector(siteDb: SiteDb, kindId: string, timeZone: string): Promise<TDatasetConnector> {
  const kind = requireKind(kindId);
  return viewOf(kind.id, await storedRow(siteDb, kind.id), timeZone);
}

export interface TConnectorSave {
  kind: string;
  config: TConnectorConfig;
  schedule: TConnectorSchedule;
  enabled: boolean;
}

/** Stores a kind's connector (secrets sent back as REDACTED kept, see `keepStoredSecrets`); its last outcome stays. */
export async function saveConnector(siteDb: SiteDb, save: TConnectorSave, by: string, timeZone: string): Promise<TDatasetConnector> {
  const kind = requireKind(save.kind);
  const row = await storedRow(siteDb, kind.id);
  const config = keepStoredSecrets(save.config, row ? (JSON.parse(row.config) as TConnectorConfig) : undefined);
  const values = {
    config: JSON.stringify(config),
    schedule: JSON.stringify(save.schedule),
    enabled: save.enabled ? 1 : 0,
    updated: nowSeconds(),
    updated_by: by,
  };
  const moved = await siteDb.updateTable('datasets_connectors').set(values).where('kind', '=', kind.id).executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0)
    await siteDb
      .insertInto('datasets_connectors', {
        kind: kind.id,
        ...values,
        last_run: 0,
        last_outcome: '',
        last_message: '',
        last_version: 0,
        running_until: 0,
      })
      .execute();
  return readConnector(siteDb, kind.id, timeZone);
}

export async function deleteConnector(siteDb: SiteDb, kindId: string, timeZone: string): Promise<TDatasetConnector> {
  const kind = requireKind(kindId);
  await siteDb.deleteFrom('datasets_connectors').where('kind', '=', kind.id).execute();
  return readConnector(siteDb, kind.id, timeZone);
}

/** Why the config's address may not be reached from here, or undefined (internal addresses on a shared deployment). */
async function refusedAddressMessage(config: TConnectorConfig, deps: TPullDeps): Promise<string | undefined> {
  if (config.kind === 'rest') return (await deps.outbound.refuses(config.url)) ? '接口地址指向内网，不能连接' : undefined;
  const url = new URL(config.connectionString);
  return (await deps.outbound.refuses(`http://${url.host}/`)) ? '数据库地址指向内网，不能连接' : undefined;
}

/** The message a pull that threw before its load was recorded ends with. */
function thrownMessage(error: unknown): string {
  return error instanceof AppError && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '拉取时出错，未切换版本';
}

/**
 * One pull of a kind's stored connector into the kind: the lease taken by a conditional update (one pull
 * of a kind at a time, across instances), the address checked, the rows loaded as a new version or the
 * failure recorded (the current version keeps serving), the outcome kept on the connector. `null` when
 * another pull of the kind holds the lease.
 */
export async function pullStoredConnector(
  siteDb: SiteDb,
  kindId: string,
  deps: TPullDeps,
  by = '',
  now = nowSeconds(),
): Promise<TLoadResult | null> {
  const kind = requireKind(kindId);
  const taken = await siteDb
    .updateTable('datasets_connectors')
    .set({ running_until: now + PULL_LEASE_S })
    .where('kind', '=', kind.id)
    .where('running_until', '<', now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  let result: TLoadResult;
  try {
    const row = await storedRow(siteDb, kind.id);
    if (!row) throw fail('这个数据集还没有设置学校系统连接');
    const config = JSON.parse(row.config) as TConnectorConfig;
    const refused = await refusedAddressMessage(config, deps);
    const rows = refused ? Promise.reject(new ConnectorError('refused', refused)) : pullRows(config, deps.pullOptions);
    result = await pullIntoDataset(siteDb, kind, rows, { by });
  } catch (error) {
    result = { ok: false, version: 0, rows: 0, badRows: 0, errors: [], message: thrownMessage(error) };
  }
  await siteDb
    .updateTable('datasets_connectors')
    .set({
      running_until: 0,
      last_run: now,
      last_outcome: result.ok ? 'ok' : 'failed',
      last_message: result.message,
      last_version: result.version,
    })
    .where('kind', '=', kind.id)
    .execute();
  return result;
}

/** 立即拉取: a kind without a stored connector, or with a pull running, is refused. */
export async function pullNow(siteDb: SiteDb, kindId: string, deps: TPullDeps, by: string): Promise<TLoadResult> {
  const kind = requireKind(kindId);
  if (!(await storedRow(siteDb, kind.id))) throw fail('这个数据集还没有设置学校系统连接');
  const result = await pullStoredConnector(siteDb, kind.id, deps, by);
  if (!result) throw fail('这个数据集正在从学校系统拉取，请稍后再试');
  return result;
}

/** A site's round: every enabled connector whose schedule is due pulls, one after another. */
export async function runDueConnectors(siteDb: SiteDb, timeZone: string, now: number, deps: TPullDeps): Promise<number> {
  const rows = await siteDb
    .selectFrom('datasets_connectors')
    .selectAll()
    .where('enabled', '=', 1)
    .where('running_until', '<', now)
    .execute();
  let pulled = 0;
  for (const row of rows) {
    const next = nextPullAt(JSON.parse(row.schedule) as TConnectorSchedule, row.last_run, row.updated, timeZone);
    // A kind no longer declared (its area removed) keeps its row, but is not pulled.
    if (!next || next > now || !requireKindOrUndefined(row.kind)) continue;
    if (await pullStoredConnector(siteDb, row.kind, deps, '', now)) pulled++;
  }
  return pulled;
}

function requireKindOrUndefined(id: string) {
  try {
    return requireKind(id);
  } catch {
    return undefined;
  }
}

/** The schedule's job: each site's due connectors, every minute. */
export function addConnectorJob(app: FastifyInstance, deps: TPullDeps): void {
  app.jobs.add({
    name: CONNECTOR_JOB,
    everyMs: CONNECTOR_TICK_MS,
    run: (siteDb, site, now) => runDueConnectors(siteDb, site.settings.timeZone, now, deps),
  });
}
