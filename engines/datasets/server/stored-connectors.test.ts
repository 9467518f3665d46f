import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TConnectorConfig, TRestConnector } from '../connector-config';
import { startFakeSchool, type TFakeSchool } from './connectors/fake-school';
import {
  CONNECTOR_JOB,
  REDACTED,
  datasetStatus,
  defineDatasetKind,
  keepStoredSecrets,
  loadHistory,
  nextPullAt,
  publicRows,
  pullStoredConnector,
} from './index';

// Test-only kinds, declared in this process as an area's `register` would.
const rooms = defineDatasetKind({
  id: 'dsconn.rooms',
  owner: 'dsconn',
  title: '教室',
  columns: z.object({ code: z.string().min(1).describe('编号'), name: z.string().min(1).describe('名称') }),
  key: ['code'],
});
const idle = defineDatasetKind({
  id: 'dsconn.idle',
  owner: 'dsconn',
  title: '停用',
  columns: z.object({ code: z.string().describe('编号') }),
  key: ['code'],
});

const t = serverForFile(['admin', 'student', 'southAdmin']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const TOKEN = 'tok-secret-1';
const schoolRows = [
  { code: 'A101', name: '一教101' },
  { code: 'A102', name: '一教102' },
  { code: 'B201', name: '二教201' },
];
let school: TFakeSchool;
let broken: TFakeSchool;

beforeAll(async () => {
  school = await startFakeSchool({ rows: schoolRows, mode: 'page', pageSize: 2, token: TOKEN });
  broken = await startFakeSchool({ rows: schoolRows, mode: 'none', behaviour: 'http500' });
});
afterAll(async () => {
  await school?.stop();
  await broken?.stop();
});

const restConfig = (url: string, token: string = TOKEN): TRestConnector => ({
  kind: 'rest',
  url: `${url}?term=2026&appSecret=s1`,
  method: 'GET',
  headers: { Authorization: `Bearer ${token}`, 'X-App': 'quad' },
  rowsPath: 'data.list',
  totalPath: 'data.total',
  successPath: 'code',
  successValue: 0,
  paging: { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 2, startAt: 1 },
  fields: { code: 'code', name: 'name' },
});
const api = (url: string, json?: unknown, cookie: string = t.c.admin, host: string = HOSTS.north) =>
  call(t.app, { url, cookie, host, json }).then((r) => r.json());
const save = (body: Record<string, unknown>, cookie?: string) =>
  api('/datasets/api/connector/save', { kind: rooms.id, schedule: { mode: 'off' }, enabled: true, ...body }, cookie);

describe('keeping secrets the console sends back as REDACTED', () => {
  const stored = restConfig('https://jw.example.edu.cn/api');
  it('keeps a header, a query parameter and a URL parameter toward the same address', () => {
    const sent = {
      ...stored,
      url: 'https://jw.example.edu.cn/api?term=2027&appSecret=******',
      headers: { Authorization: REDACTED, 'X-App': 'new' },
      query: { token: REDACTED },
    };
    expect(() => keepStoredSecrets(sent, stored)).toThrow('请重新填写查询参数 token 的值');
    const merged = keepStoredSecrets({ ...sent, query: { xn: '2026' } }, stored);
    expect(merged).toMatchObject({ headers: { Authorization: `Bearer ${TOKEN}`, 'X-App': 'new' }, query: { xn: '2026' } });
    expect(new URL(merged.kind === 'rest' ? merged.url : '').searchParams.get('appSecret')).toBe('s1');
  });

  it('never sends a stored secret to another address, nor keeps one that was never stored', () => {
    const elsewhere = { ...stored, url: 'https://evil.example.com/api', headers: { Authorization: REDACTED } };
    expect(() => keepStoredSecrets(elsewhere, stored)).toThrow('请重新填写请求头 Authorization 的内容');
    expect(() => keepStoredSecrets({ ...stored, headers: { Authorization: REDACTED } }, undefined)).toThrow(
      '请重新填写请求头 Authorization 的内容',
    );
    expect(keepStoredSecrets(stored, undefined)).toEqual(stored);
  });

  it('keeps the database password of the same host', () => {
    const sql: TConnectorConfig = {
      kind: 'sql',
      connectionString: 'postgres://reader:pw1@10.0.0.5:5432/jw',
      view: 'jw.v_rooms',
      fields: { code: 'dm' },
    };
    const sent = { ...sql, connectionString: `postgres://reader:${REDACTED}@10.0.0.5:5432/jw2`, view: 'jw.v2' };
    expect(keepStoredSecrets(sent, sql)).toMatchObject({ connectionString: 'postgres://reader:pw1@10.0.0.5:5432/jw2', view: 'jw.v2' });
    expect(() => keepStoredSecrets({ ...sent, connectionString: `postgres://reader:${REDACTED}@10.0.0.6/jw` }, sql)).toThrow(
      '请重新填写数据库连接串中的密码',
    );
  });
});

describe('the schedule', () => {
  const tz = 'Asia/Shanghai';
  // 2026-11-28 10:00 in Shanghai.
  const at10 = Date.UTC(2026, 10, 28, 2, 0) / 1000;
  it('pulls every N hours after the last pull, or daily at a time of the site’s zone', () => {
    expect(nextPullAt({ mode: 'off' }, at10, at10, tz)).toBe(0);
    expect(nextPullAt({ mode: 'hours', every: 6 }, at10, 0, tz)).toBe(at10 + 6 * 3600);
    expect(nextPullAt({ mode: 'hours', every: 6 }, 0, at10, tz)).toBe(at10 + 6 * 3600);
    expect(nextPullAt({ mode: 'daily', at: '14:30' }, at10, 0, tz)).toBe(at10 + 4.5 * 3600);
    expect(nextPullAt({ mode: 'daily', at: '02:00' }, at10, 0, tz)).toBe(at10 + 16 * 3600);
    expect(nextPullAt({ mode: 'daily', at: '10:00' }, at10, 0, tz)).toBe(at10 + 24 * 3600);
  });
});

describe('stored connectors', () => {
  it('saves a connector and answers it redacted', async () => {
    const saved = await save({ config: restConfig(school.url), schedule: { mode: 'daily', at: '02:30' } });
    expect(saved.e, saved.m).toBe(0);
    expect(saved.d).toMatchObject({
      kind: rooms.id,
      configured: true,
      enabled: true,
      schedule: { mode: 'daily', at: '02:30' },
      last: null,
    });
    expect(saved.d.nextAt).toBeGreaterThan(nowSeconds());
    const read = await api(`/datasets/api/connector?kind=${rooms.id}`);
    expect(read.d.config.headers).toEqual({ Authorization: REDACTED, 'X-App': REDACTED });
    expect(new URL(read.d.config.url).searchParams.get('appSecret')).toBe(REDACTED);
    expect(JSON.stringify(read)).not.toContain(TOKEN);
    // The stored row still holds the secret.
    const row = await north().selectFrom('datasets_connectors').select('config').where('kind', '=', rooms.id).executeTakeFirstOrThrow();
    expect(row.config).toContain(TOKEN);
  });

  it('keeps the stored secret when the console sends the redacted config back, and pulls a version with it', async () => {
    const read = await api(`/datasets/api/connector?kind=${rooms.id}`);
    const again = await save({ config: { ...read.d.config, method: 'GET' }, schedule: { mode: 'off' } });
    expect(again.e, again.m).toBe(0);
    const pulled = await api('/datasets/api/connector/pull', { kind: rooms.id });
    expect(pulled).toMatchObject({ e: 0, d: { ok: true, rows: 3 } });
    expect(school.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(await datasetStatus(north(), rooms)).toMatchObject({
      version: pulled.d.version,
      source: 'connector',
      rows: 3,
      lastFailure: null,
    });
    expect((await publicRows(north(), rooms)).map((r) => r.code)).toEqual(['A101', 'A102', 'B201']);
    const read2 = await api(`/datasets/api/connector?kind=${rooms.id}`);
    expect(read2.d.last).toMatchObject({ ok: true, version: pulled.d.version, message: '已导入3行' });
    const [load] = await loadHistory(north(), rooms);
    expect(load).toMatchObject({ source: 'connector', state: 'ready' });
    // 立即拉取 is the administrator's, not the schedule's.
    expect(load.by).not.toBe('');
    expect(load.byName).not.toBe('定时同步');
  });

  it('a failing school system leaves the last version serving; the failure shows in the history and the last outcome', async () => {
    const before = await datasetStatus(north(), rooms);
    expect((await save({ config: { ...restConfig(broken.url), paging: { mode: 'none' }, totalPath: undefined } })).e).toBe(0);
    const pulled = await api('/datasets/api/connector/pull', { kind: rooms.id });
    expect(pulled).toMatchObject({ e: 0, d: { ok: false, message: '从学校系统拉取数据失败：学校系统返回错误：HTTP 500（第 1 页）' } });
    const after = await datasetStatus(north(), rooms);
    expect(after).toMatchObject({
      version: before.version,
      updatedAt: before.updatedAt,
      lastFailure: { source: 'connector', message: pulled.d.message },
    });
    expect((await publicRows(north(), rooms)).length).toBe(3);
    expect((await loadHistory(north(), rooms))[0]).toMatchObject({ state: 'failed', source: 'connector' });
    expect((await api(`/datasets/api/connector?kind=${rooms.id}`)).d.last).toMatchObject({
      ok: false,
      message: pulled.d.message,
      version: pulled.d.version,
    });
  });

  it('refuses an internal address when private targets are not allowed, as a failed load', async () => {
    expect((await save({ config: restConfig(school.url) })).e).toBe(0);
    const asked = school.requests.length;
    const result = await pullStoredConnector(north(), rooms.id, { outbound: createOutbound({ allowPrivate: false }) }, 'u_test');
    expect(result).toMatchObject({ ok: false, message: '从学校系统拉取数据失败：接口地址指向内网，不能连接' });
    expect(school.requests.length).toBe(asked);
    expect((await loadHistory(north(), rooms))[0]).toMatchObject({ state: 'failed', message: result?.message });
  });

  it('pulls one kind once at a time: a pull holding the lease refuses another', async () => {
    await north()
      .updateTable('datasets_connectors')
      .set({ running_until: nowSeconds() + 600 })
      .where('kind', '=', rooms.id)
      .execute();
    expect(await api('/datasets/api/connector/pull', { kind: rooms.id })).toMatchObject({
      e: 1,
      m: '这个数据集正在从学校系统拉取，请稍后再试',
    });
    expect(await pullStoredConnector(north(), rooms.id, { outbound: t.platform.outbound })).toBeNull();
    await north().updateTable('datasets_connectors').set({ running_until: 0 }).where('kind', '=', rooms.id).execute();
  });

  it('the scheduled job pulls a due connector once, and never a disabled one', async () => {
    expect((await save({ config: restConfig(school.url), schedule: { mode: 'hours', every: 2 } })).e).toBe(0);
    const idleSaved = await api('/datasets/api/connector/save', {
      kind: idle.id,
      config: { ...restConfig(school.url), fields: { code: 'code' } },
      schedule: { mode: 'hours', every: 1 },
      enabled: false,
    });
    expect(idleSaved.e, idleSaved.m).toBe(0);
    const version = (await datasetStatus(north(), rooms)).version;
    const idleVersion = (await datasetStatus(north(), idle)).version;
    const asked = school.requests.length;
    // Not due yet: nothing is pulled.
    await t.app.jobs.run(CONNECTOR_JOB, nowSeconds() + 3600);
    expect(school.requests.length).toBe(asked);
    const later = nowSeconds() + 3 * 3600;
    await t.app.jobs.run(CONNECTOR_JOB, later);
    // Three rows at two a page: two requests, one pull.
    expect(school.requests.length).toBe(asked + 2);
    const status = await datasetStatus(north(), rooms);
    expect(status.version).toBeGreaterThan(version);
    expect((await loadHistory(north(), rooms))[0]).toMatchObject({ source: 'connector', state: 'ready', byName: '定时同步' });
    expect((await datasetStatus(north(), idle)).version).toBe(idleVersion);
    // Run again at the same moment: the pull just made is the last, nothing is due.
    await t.app.jobs.run(CONNECTOR_JOB, later);
    expect(school.requests.length).toBe(asked + 2);
    expect((await api(`/datasets/api/connector?kind=${rooms.id}`)).d).toMatchObject({
      last: { ok: true, at: later },
      nextAt: later + 2 * 3600,
    });
  });

  it('another site sees nothing of the connector and cannot pull it', async () => {
    const south = await api(`/datasets/api/connector?kind=${rooms.id}`, undefined, t.c.southAdmin, HOSTS.south);
    expect(south).toMatchObject({ e: 0, d: { configured: false, config: null, last: null } });
    const pulled = await api('/datasets/api/connector/pull', { kind: rooms.id }, t.c.southAdmin, HOSTS.south);
    expect(pulled).toMatchObject({ e: 1, m: '这个数据集还没有设置学校系统连接' });
    expect((await datasetStatus(new SiteDb(t.platform.database.db, 'south'), rooms)).version).toBe(0);
    // A north cookie is nobody on south.
    expect((await api(`/datasets/api/connector?kind=${rooms.id}`, undefined, t.c.admin, HOSTS.south)).e).toBe(10013);
  });

  it('refuses people without the datasets console', async () => {
    expect((await api(`/datasets/api/connector?kind=${rooms.id}`, undefined, t.c.student)).e).toBe(10003);
    expect((await save({ config: restConfig(school.url) }, t.c.student)).e).toBe(10003);
    expect((await api('/datasets/api/connector/pull', { kind: rooms.id }, t.c.student)).e).toBe(10003);
    expect((await api('/datasets/api/connector/delete', { kind: rooms.id }, t.c.student)).e).toBe(10003);
  });

  it('answers a bad config or schedule in Chinese', async () => {
    const badUrl = await save({ config: { ...restConfig(school.url), url: 'ftp://jw.example.edu.cn/x' } });
    expect(badUrl.e).not.toBe(0);
    expect(badUrl.m).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(badUrl)).toContain('接口地址必须以 http:// 或 https:// 开头');
    const badSchedule = await save({ config: restConfig(school.url), schedule: { mode: 'daily', at: '25:00' } });
    expect(badSchedule.e).not.toBe(0);
    expect(JSON.stringify(badSchedule)).toContain('每天拉取的时间应为 HH:MM，如 02:30');
    const noKind = await api('/datasets/api/connector/save', {
      kind: 'nope',
      config: restConfig(school.url),
      schedule: { mode: 'off' },
      enabled: true,
    });
    expect(noKind).toMatchObject({ e: 10022, d: { errors: { kind: '没有这个数据集' } } });
    const retype = await save({ config: { ...restConfig('https://other.example.edu.cn/api'), headers: { Authorization: REDACTED } } });
    expect(retype).toMatchObject({ e: 1, m: '请重新填写请求头 Authorization 的内容' });
  });

  it('deletes a connector; the data stays', async () => {
    const version = (await datasetStatus(north(), rooms)).version;
    expect(await api('/datasets/api/connector/delete', { kind: rooms.id })).toMatchObject({ e: 0, d: { configured: false } });
    expect((await datasetStatus(north(), rooms)).version).toBe(version);
    expect(await api('/datasets/api/connector/pull', { kind: rooms.id })).toMatchObject({ e: 1, m: '这个数据集还没有设置学校系统连接' });
  });
});
