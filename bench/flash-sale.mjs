// The reservation engine's budget (issue 21), run by `npm run bench` after the workflow bench (or alone:
// `node bench/flash-sale.mjs`, the server bundle built): a flash sale of 500 tickets that 10,000
// distinct students grab at once, each once, through the ticket area's grab call. Goals: exactly 500
// winners and 9,500 clear 票已抢光 answers, >= 5,000 grabs/s and p99 <= 100 ms on SQLite; the same run on
// PostgreSQL (when it is reachable) with no ticket sold twice.
//
// A sale runs as a sale does: the students have the gala's page open (剩余票数 and the countdown)
// before it opens, and press at the opening. The grabs are then not the server's first requests;
// a second SQLite row shows the sale on a server just started, whose first requests are the grabs
// (code not yet compiled, no session read before), beside it for comparison.
import pg from 'pg';
import { addStudentsToPostgres } from './lib/cluster-load.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { sendAll } from './lib/raw-client.mjs';
import { addStudents } from './lib/health-bench.mjs';
import { loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, printTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { ensurePostgres } from '../scripts/lib/prerequisites.mjs';

const TICKETS = 500;
const STUDENTS = 10_000;
const CONNECTIONS = 100;
const GOAL_RPS = 5000;
const GOAL_P99_MS = 100;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/quad_flash_bench';

/** The gala, open to every student from `opensAt` (unix seconds): answers its event id. */
async function openGala(origin, opensAt) {
  const admin = await loginCookie(origin, 'admin', 'admin123');
  const now = Math.floor(Date.now() / 1000);
  const body = {
    title: '压测：新年晚会',
    place: '大礼堂',
    startsAt: now + 86_400,
    endsAt: now + 90_000,
    published: true,
    settings: {
      mode: 'grab',
      zones: [{ key: 'main', name: '全场', capacity: TICKETS }],
      opensAt,
      closesAt: now + 3600,
      limit: 1,
      waitlist: false,
      captcha: false,
      audience: { all: true, departments: [], classes: [], roles: [], people: [] },
      prerequisite: '',
    },
  };
  const res = await fetch(`${origin}/ticket/api/manage/event/save`, { method: 'POST', headers: { ...XHR, cookie: admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json();
  if (answer.e !== 0) throw new Error(`saving the gala: ${JSON.stringify(answer)}`);
  return { id: answer.d.id, admin };
}

/** Every student opens the gala's page once, CONNECTIONS at a time, before it opens; answers how many saw it. */
async function viewAll(origin, eventId, cookies) {
  const views = cookies.map((cookie) => ({ method: 'GET', path: `/ticket/api/event?id=${encodeURIComponent(eventId)}`, headers: { ...XHR, cookie } }));
  let seen = 0;
  await sendAll(origin, views, { connections: CONNECTIONS, onAnswer: (status, body) => void (status === 200 && JSON.parse(body).e === 0 && seen++) });
  return seen;
}

const waitUntil = (unixSeconds) => new Promise((resolve) => setTimeout(resolve, Math.max(0, unixSeconds * 1000 - Date.now())));

/** Every student grabs once, CONNECTIONS at a time; answers are sorted into won, sold out and anything else. */
async function grabAll(origin, eventId, cookies) {
  const grabs = cookies.map((cookie, i) => ({
    method: 'POST',
    path: '/ticket/api/grab',
    headers: { ...XHR, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ id: eventId, requestId: `flash_${i}_bench` }),
  }));
  const tally = { won: 0, soldOut: 0, other: 0, firstOther: '', soldOutAnswer: '' };
  const onAnswer = (status, body) => {
    const answer = status === 200 ? JSON.parse(body) : {};
    if (answer.e === 0 && answer.d.state === 'won') tally.won++;
    else if (answer.e === 1 && answer.d?.reason === 'reservation.sold-out') {
      if (!tally.soldOut++) tally.soldOutAnswer = body;
    } else if (!tally.other++) tally.firstOther = `${status} ${body}`;
  };
  const timing = await sendAll(origin, grabs, { connections: CONNECTIONS, onAnswer });
  return { ...tally, ...timing };
}

/** The console's count of the gala after the sale: what the database holds, not what the answers said. */
async function soldInDatabase(origin, eventId, admin) {
  const res = await fetch(`${origin}/ticket/api/manage/counts?id=${encodeURIComponent(eventId)}`, { headers: { ...XHR, cookie: admin } });
  const answer = await res.json();
  if (answer.e !== 0) throw new Error(`counts: ${JSON.stringify(answer)}`);
  return answer.d.won;
}

async function freshPostgres() {
  await ensurePostgres(POSTGRES_URL);
  const admin = new pg.Client({ connectionString: POSTGRES_URL.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const name = new URL(POSTGRES_URL).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

// Time for every student to open the page before the gala opens, with room for a slow machine.
const VIEWING_SECONDS = 12;

/** One sale on a server of its own; `pageFirst`: the students open the gala's page before it opens. */
async function sale(database, { pageFirst }) {
  const server = await startQuadServer(database === 'PostgreSQL' ? { DATABASE_URL: POSTGRES_URL } : {});
  try {
    const cookies = database === 'PostgreSQL' ? (await addStudentsToPostgres(POSTGRES_URL, STUDENTS)).cookies : addStudents(server.dataDir, { count: STUDENTS });
    const opensAt = Math.floor(Date.now() / 1000) + (pageFirst ? VIEWING_SECONDS : -60);
    const gala = await openGala(server.origin, opensAt);
    const viewed = pageFirst ? await viewAll(server.origin, gala.id, cookies) : 0;
    if (pageFirst && viewed !== STUDENTS) throw new Error(`only ${viewed} of ${STUDENTS} students saw the gala's page`);
    await waitUntil(opensAt);
    const result = await grabAll(server.origin, gala.id, cookies);
    return { database: pageFirst ? database : `${database}, server just started`, pageFirst, ...result, sold: await soldInDatabase(server.origin, gala.id, gala.admin) };
  } finally {
    await server.stop();
  }
}

/**
 * The yardstick on this machine: a bare `node:http` process answering every grab with the very bytes
 * of the server's 票已抢光, through the same client and connections.
 */
async function bareSale(soldOutAnswer) {
  const bare = await startBareServer({ 'POST /ticket/api/grab': { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from(soldOutAnswer).toString('base64') } });
  try {
    const cookies = Array.from({ length: STUDENTS }, (_, i) => `s=${i}`);
    return { database: 'bare node:http', ...(await grabAll(bare.origin, 'bare', cookies)), sold: 0, yardstick: true };
  } finally {
    await bare.stop();
  }
}

warnIfBusy();
const runs = [await sale('SQLite', { pageFirst: true }), await sale('SQLite', { pageFirst: false })];
runs.push(await bareSale(runs[0].soldOutAnswer));
try {
  await freshPostgres();
  runs.push(await sale('PostgreSQL', { pageFirst: true }));
} catch (error) {
  console.log(`PostgreSQL run skipped: ${error.message}`);
}

const goalOf = (r) =>
  r.yardstick ? 'the same answer, nothing else' : r.database === 'SQLite' ? `${TICKETS} won, >= ${GOAL_RPS}/s, p99 <= ${GOAL_P99_MS} ms` : r.pageFirst ? `${TICKETS} sold` : `${TICKETS} won (for comparison)`;
console.log(`\nFlash sale: ${STUDENTS} students open the gala's page, then grab ${TICKETS} tickets once each at its opening, ${CONNECTIONS} connections`);
printTable(runs, [
  { title: 'database', value: (r) => r.database },
  { title: 'grabs/s', value: (r) => fixed(r.rps) },
  { title: 'p50 ms', value: (r) => fixed(r.p50) },
  { title: 'p99 ms', value: (r) => fixed(r.p99) },
  { title: 'won', value: (r) => r.won },
  { title: 'sold out', value: (r) => r.soldOut },
  { title: 'other', value: (r) => r.other },
  { title: 'sold (db)', value: (r) => r.sold },
  { title: 'goal', value: goalOf },
]);
for (const r of runs.filter((r) => r.other)) console.log(`${r.database}: ${r.other} unexpected answers, the first: ${r.firstOther}`);
console.log(`results: ${writeResults('flash-sale', { bench: 'flash-sale', students: STUDENTS, tickets: TICKETS, connections: CONNECTIONS, runs })}`);

const missed = runs.filter((r) => !r.yardstick).filter((r) => r.won !== TICKETS || r.sold !== TICKETS || r.soldOut !== STUDENTS - TICKETS);
if (missed.length) {
  console.log(`Oversold or undersold on ${missed.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
