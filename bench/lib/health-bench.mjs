// The health area's budgets (issue: daily report): report saves per second on SQLite, p99 at half
// that load, and the statistics of a school of 30,000 students. The bench fills the server's own
// SQLite file beside the running server (WAL lets both write): 30,000 students with sessions, so
// every save in the run is a different person's first report of the day, as on a real morning.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';

export const STUDENTS = 30_000;
const SITE = 'north';

const token = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(32)].map((b) => alphabet[b % 32]).join('');
};

/**
 * `count` students spread over `classes` (`{ id, parent_id }` rows of north) with a session each:
 * the rows to insert and the cookies of those sessions, in the same order as the users.
 */
export function studentRows(classes, count = STUDENTS, first = 0) {
  const now = Math.floor(Date.now() / 1000);
  // As the server leaves a session that has just opened the report page: that page load slid the
  // expiry to a full week (sessions.ts), so the save itself has nothing to renew.
  const expires = now + 7 * 86_400;
  const users = [];
  const sessions = [];
  const cookies = [];
  for (let i = first; i < first + count; i++) {
    const id = `bench${String(i).padStart(6, '0')}`;
    const place = classes[i % classes.length];
    users.push({ site_id: SITE, id, username: `b${id}`, password_hash: 'x', realname: `压测学生${i}`, number: `9${String(i).padStart(9, '0')}`, type: 'student', dept_id: place.parent_id, class_id: place.id, status: 'active', created: now, updated: now });
    const t = token();
    sessions.push({ site_id: SITE, token_hash: createHash('sha256').update(t).digest('hex'), user_id: id, created: now, expires });
    cookies.push(`eai-sess=${t}`);
  }
  return { users, sessions, cookies };
}

export const CLASSES_OF_NORTH = `select id, parent_id from departments where site_id = '${SITE}' and kind = 'class'`;

/**
 * Adds students to the server's SQLite file and answers their cookies: `count` of them, in the
 * classes `classesSql` selects (every class of north unless told), numbered from `first`.
 */
export function addStudents(dataDir, { count = STUDENTS, classesSql = CLASSES_OF_NORTH, first = 0 } = {}) {
  const db = new SQLite(path.join(dataDir, 'quad.sqlite'));
  db.pragma('busy_timeout = 5000');
  const { users, sessions, cookies } = studentRows(db.prepare(classesSql).all(), count, first);
  const insert = (table, rows) => {
    const columns = Object.keys(rows[0]);
    const statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
    for (const row of rows) statement.run(row);
  };
  db.transaction(() => {
    insert('users', users);
    insert('sessions', sessions);
  })();
  db.close();
  return cookies;
}

const fire = (options) => new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));

/** The health tests' healthy day of the default report, by param. */
const HEALTHY_REPORT = JSON.parse(fs.readFileSync(new URL('../../modules/health/server/healthy-report.json', import.meta.url), 'utf8'));

/** Where the benches' students report from, as the maps service answers the page. */
const GEO = JSON.stringify({ type: 'complete', position: { lng: 116.35, lat: 39.98 }, location_type: 'html5', info: 'SUCCESS', formattedAddress: '北京市海淀区学院路' });

/** A whole report as the original clients post it (form-encoded, flat params). */
export function reportBody() {
  return new URLSearchParams({ geo_api_info: GEO, ...HEALTHY_REPORT }).toString();
}

/** The exact answer of an accepted report save: anything else is a refusal or a failure. */
export const SAVED = '{"e":0,"m":"操作成功","d":{}}';

/**
 * Saves with a new person on every request (`cookies` is used up in order). `rate` caps the
 * overall requests per second (autocannon's overallRate) for the "half the load" run, which stops
 * when `cookies` are used up (`amount`), so no one reports twice.
 */
export async function measureSaves(origin, cookies, body, { connections, seconds, rate, amount }) {
  let next = 0;
  // Every answer must be the exact success body: a bench that measured refusals is no bench.
  let mismatches = 0;
  const result = await fire({
    url: `${origin}/ncov/wap/default/save`,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    ...(amount ? { amount } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', cookie: cookies[next++ % cookies.length] },
          body,
        }),
        onResponse: (status, answer) => {
          if (answer !== SAVED) mismatches++;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.errors + result.timeouts + result.non2xx + mismatches,
    used: next,
  };
}

/** One caller at a time, as a manager opening the statistics page: the latency is the page's wait. */
export async function measureRead(origin, pathAndQuery, cookie, seconds) {
  const result = await fire({ url: origin + pathAndQuery, connections: 1, duration: seconds, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, bad: result.errors + result.timeouts + result.non2xx };
}
