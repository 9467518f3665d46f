import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, pullRows, type TPullOptions } from './index';
import { ZConnectorConfig } from '../../connector-config';

/**
 * The PostgreSQL of the API suite (DATABASE_URL) or the machine's own; the test makes its database
 * there and drops it after.
 */
const SERVER = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `quad_connector_${process.pid}_${Date.now()}`;

/** The connection string of `db` on that server, as `user` when given. */
function at(db: string, user?: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${db}`;
  if (user) url.username = user;
  return url.toString();
}

async function run(db: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: at(db), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const reachable = await run('postgres', 'select 1').then(
  () => true,
  () => false,
);

const sqlConfig = (extra: Record<string, unknown> = {}) =>
  ZConnectorConfig.parse({
    kind: 'sql',
    connectionString: at(database),
    view: 'jw.v_scores',
    fields: { studentNo: 'xh', name: '姓名', score: 'score', day: 'exam_day', big: 'big' },
    ...extra,
  });

async function failure(extra: Record<string, unknown>, options?: TPullOptions) {
  const error = await pullRows(sqlConfig(extra), options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return { reason: (error as ConnectorError).reason, message: (error as ConnectorError).message };
}

describe.skipIf(!reachable)('SQL connector', () => {
  beforeAll(async () => {
    await run('postgres', `create database ${database}`);
    await run(
      database,
      'create schema jw',
      `create table jw.scores (xh text primary key, "姓名" text, score numeric(5, 2), exam_day date, big bigint, secret text)`,
      `insert into jw.scores select '2026' || lpad(i::text, 5, '0'), '学生' || i, (i % 100) + 0.5, date '2026-09-01' + (i % 3),
         case when i = 1 then 9007199254740993 else i end, 'x' from generate_series(1, 2503) i`,
      `update jw.scores set score = null where xh = '202600002'`,
      `create view jw.v_scores as select xh, "姓名", score, exam_day, big from jw.scores order by xh`,
      `create view jw.v_slow as select xh, pg_sleep(1)::text as "姓名" from jw.scores`,
      'create table jw.log (n int)',
      `create function jw.bump() returns int language sql as 'insert into jw.log values (1) returning 1'`,
      'create view jw.v_writes as select jw.bump() as xh',
    );
  });

  afterAll(async () => {
    await run('postgres', `drop database if exists ${database} with (force)`);
  });

  it('reads every row of the view in batches, mapped, with exact values', async () => {
    const rows = await pullRows(sqlConfig());
    expect(rows).toHaveLength(2503);
    expect(new Set(rows.map((r) => r.studentNo)).size).toBe(2503);
    expect(rows.slice(0, 3)).toEqual([
      // A bigint past 2^53 stays text; dates stay as PostgreSQL writes them; numerics become numbers.
      { studentNo: '202600001', name: '学生1', score: 1.5, day: '2026-09-02', big: '9007199254740993' },
      { studentNo: '202600002', name: '学生2', score: null, day: '2026-09-03', big: 2 },
      { studentNo: '202600003', name: '学生3', score: 3.5, day: '2026-09-01', big: 3 },
    ]);
  });

  it('reads in a read-only transaction', async () => {
    expect(await failure({ view: 'jw.v_writes', fields: { n: 'xh' } })).toEqual({
      reason: 'database',
      message: '学校数据库返回错误：cannot execute INSERT in a read-only transaction',
    });
  });

  it('fails at maxRows', async () => {
    expect(await failure({}, { maxRows: 2000 })).toEqual({
      reason: 'too-many-rows',
      message: '学校系统返回的数据超过 2000 行上限，已停止读取',
    });
  });

  it('names a missing view and a missing column', async () => {
    expect(await failure({ view: 'jw.v_nothing' })).toEqual({ reason: 'missing-view', message: '学校数据库中没有视图 jw.v_nothing' });
    expect(await failure({ fields: { a: 'secret' } })).toMatchObject({
      reason: 'missing-view',
      message: expect.stringContaining('学校数据库的视图 jw.v_scores 中缺少要读取的列'),
    });
  });

  it('refuses a login the database does not know', async () => {
    expect(await failure({ connectionString: at(database, 'nobody_here') })).toMatchObject({
      reason: 'auth',
      message: expect.stringContaining('学校数据库拒绝登录，请检查用户名和密码'),
    });
  });

  it('reports a database nobody answers at', async () => {
    expect(await failure({ connectionString: 'postgres://postgres@127.0.0.1:1/jw' })).toEqual({
      reason: 'unreachable',
      message: '无法连接学校数据库：ECONNREFUSED',
    });
  });

  it('cancels a query past the timeout', async () => {
    const started = Date.now();
    expect(await failure({ view: 'jw.v_slow', fields: { a: 'xh', b: '姓名' } }, { timeoutMs: 300 })).toEqual({
      reason: 'timeout',
      message: '学校数据库查询超时（超过 0.3 秒）',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    expect(await failure({ view: 'jw.v_slow', fields: { a: 'xh' } }, { signal: controller.signal })).toEqual({
      reason: 'aborted',
      message: '读取已取消',
    });
  });
});
