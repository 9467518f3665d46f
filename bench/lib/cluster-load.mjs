// The cluster bench's load (bench/cluster.mjs): signed-in reads and first report saves of the day
// through nginx, every answer timed and judged, so errors can be told apart by when they happened
// (around an instance's kill, or later) and every acknowledged save checked in the database after.
import pg from 'pg';
import { CLASSES_OF_NORTH, SAVED, studentRows } from './health-bench.mjs';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** An answer that has not come after this long counts as an error (a user would have given up). */
const GIVE_UP_MS = 10_000;

/** Adds `count` students with a session each to north in PostgreSQL; answers `{ userIds, cookies }`. */
export async function addStudentsToPostgres(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { users, sessions, cookies } = studentRows((await client.query(CLASSES_OF_NORTH)).rows, count);
    for (const [table, rows] of [
      ['users', users],
      ['sessions', sessions],
    ]) {
      const columns = Object.keys(rows[0]);
      // A thousand rows a statement stays under PostgreSQL's 65,535 parameters.
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const values = batch.map((_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
        await client.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, batch.flatMap((row) => columns.map((c) => row[c])));
      }
    }
    return { userIds: users.map((u) => u.id), cookies };
  } finally {
    await client.end();
  }
}

/** Which of `userIds` have a report saved in the database (any day: the bench's students are new). */
export async function savedReports(databaseUrl, userIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query("select distinct user_id from form_answers where site_id = 'north' and user_id = any($1)", [userIds]);
    return new Set(found.rows.map((r) => r.user_id));
  } finally {
    await client.end();
  }
}

/**
 * `workers` callers, each in turn: the notice list, get-info (as `readers`, signed-in cookies) and a
 * report save as the next fresh student of `savers` (`{ userIds, cookies }`, each used once; when
 * they run out only reads go on). `events` (`{ atMs, name, run }`) run beside the load. Answers
 * every request as `{ startedMs, endedMs, kind, ok, why? }`, the user ids whose save was acknowledged and the
 * events' times.
 */
export async function mixedLoad({ origin, readers, savers, saveBody, seconds, workers, events }) {
  const started = Date.now();
  const until = started + seconds * 1000;
  const requests = [];
  const acknowledged = [];
  let nextSaver = 0;
  let nextReader = 0;
  const reads = [
    { kind: 'notice list', path: '/notice/wap/default/list?page=1&size=20' },
    { kind: 'get-info', path: '/uc/wap/user/get-info' },
  ];

  async function send(kind, path, init, isOk) {
    const startedMs = Date.now() - started;
    let why;
    try {
      const res = await fetch(origin + path, { ...init, signal: AbortSignal.timeout(GIVE_UP_MS) });
      const text = await res.text();
      if (res.status !== 200 || !isOk(text)) why = `${res.status} ${text.replace(/\s+/g, ' ').slice(0, 120)}`;
    } catch (error) {
      // Refused, reset or too slow: an error as the user sees it.
      why = String(error.cause?.code ?? error.name ?? error);
    }
    requests.push({ startedMs, endedMs: Date.now() - started, kind, ok: !why, ...(why ? { why } : {}) });
    return !why;
  }

  async function worker() {
    for (let turn = 0; Date.now() < until; turn++) {
      const read = reads[turn % 3];
      if (read || nextSaver >= savers.cookies.length) {
        const { kind, path } = read ?? reads[turn % 2];
        const cookie = readers[nextReader++ % readers.length];
        await send(kind, path, { headers: { ...XHR, cookie } }, (text) => JSON.parse(text).e === 0);
        continue;
      }
      const i = nextSaver++;
      const headers = { ...XHR, 'content-type': 'application/x-www-form-urlencoded', cookie: savers.cookies[i] };
      if (await send('save', '/ncov/wap/default/save', { method: 'POST', headers, body: saveBody }, (text) => text === SAVED)) acknowledged.push(savers.userIds[i]);
    }
  }

  const happened = events.map(
    (e) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          const atMs = Date.now() - started;
          e.run().then(() => resolve({ name: e.name, atMs, doneMs: Date.now() - started }), reject);
        }, e.atMs),
      ),
  );
  await Promise.all(Array.from({ length: workers }, worker));
  return { requests, acknowledged, events: await Promise.all(happened), seconds: (Date.now() - started) / 1000 };
}

/** Errors among the requests that `within` picks. */
export function errorRate(requests, within) {
  const picked = requests.filter(within);
  const errors = picked.filter((r) => !r.ok).length;
  return { requests: picked.length, errors, percent: picked.length ? (100 * errors) / picked.length : 0 };
}
