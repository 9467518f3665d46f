import { createRequire } from 'node:module';
import type pgModule from 'pg';
import type { TSqlConnector } from '../../connector-config';
import { ConnectorError } from './errors';
import { mapRow } from './field-mapping';
import { seconds, tooManyRows, type TLimits } from './limits';
import { pullTypes } from './sql-values';

const BATCH = 1000;

/** Identifiers were checked by the config schema; quoting them too means no name can end the SQL. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Loaded on the first SQL pull, as the platform loads it: an embedded SQLite portal never carries pg. */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof pgModule;

function sqlFailure(error: unknown, view: string, timeoutMs: number): ConnectorError {
  const { code, message } = error as { code?: string; message?: string };
  const text = String(message ?? error);
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EHOSTUNREACH':
    case 'ECONNRESET':
      return new ConnectorError('unreachable', `无法连接学校数据库：${code}`);
    case '28P01':
    case '28000':
      return new ConnectorError('auth', `学校数据库拒绝登录，请检查用户名和密码（${text}）`);
    case '3D000':
      return new ConnectorError('database', `学校数据库不存在（${text}）`);
    case '42P01':
    case '3F000':
      return new ConnectorError('missing-view', `学校数据库中没有视图 ${view}`);
    case '42703':
      return new ConnectorError('missing-view', `学校数据库的视图 ${view} 中缺少要读取的列（${text}）`);
    case '42501':
      return new ConnectorError('forbidden', `学校数据库的账号无权读取视图 ${view}`);
    case '57014':
      return new ConnectorError('timeout', `学校数据库查询超时（超过 ${seconds(timeoutMs)} 秒）`);
  }
  // pg's own timeouts (connecting, a query the server never answers) carry no code, only these words.
  if (/timeout/i.test(text)) return new ConnectorError('timeout', `学校数据库无响应（超时 ${seconds(timeoutMs)} 秒）`);
  return new ConnectorError('database', `学校数据库返回错误：${text}`.slice(0, 300));
}

/**
 * Every row of a view, mapped to the dataset's columns. One read-only transaction and a cursor over
 * one SELECT of the mapped columns: the rows come from one snapshot in one scan, fetched a batch at a
 * time, so nothing is read twice or skipped, which LIMIT/OFFSET paging could not promise without a
 * unique order (and it would rescan the view for every page). No ORDER BY is added: the view decides.
 * `statement_timeout` bounds each statement (each FETCH) on the server, `query_timeout` the wait here.
 */
export async function pullSql(config: TSqlConnector, limits: TLimits): Promise<Record<string, unknown>[]> {
  const before = limits.stopped();
  if (before) throw before;
  const pg = loadPg();
  const client = new pg.Client({
    connectionString: config.connectionString,
    connectionTimeoutMillis: limits.timeoutMs,
    statement_timeout: limits.timeoutMs,
    query_timeout: limits.timeoutMs + 1000,
    application_name: 'quad-datasets',
    types: pullTypes(pg),
  });
  // A connection dropped between queries is reported through the next query; unheard, pg would end the process.
  client.on('error', () => {});
  const stop = () => void client.end().catch(() => {});
  limits.signal.addEventListener('abort', stop, { once: true });
  const columns = [...new Set(Object.values(config.fields))].map(quoted).join(', ');
  const view = config.view.split('.').map(quoted).join('.');
  const rows: Record<string, unknown>[] = [];
  try {
    await client.connect();
    await client.query('begin read only');
    await client.query(`declare quad_pull no scroll cursor for select ${columns} from ${view}`);
    for (;;) {
      const batch = await client.query<Record<string, unknown>>(`fetch ${BATCH} from quad_pull`);
      if (rows.length + batch.rows.length > limits.maxRows) throw tooManyRows(limits.maxRows);
      for (const source of batch.rows) rows.push(mapRow(source, config.fields));
      if (batch.rows.length < BATCH) return rows;
    }
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    throw limits.stopped() ?? sqlFailure(error, config.view, limits.timeoutMs);
  } finally {
    limits.signal.removeEventListener('abort', stop);
    // Ending the connection ends the read-only transaction with it: there is nothing to commit.
    await client.end().catch(() => {});
  }
}
