// The reservation engine's budget (issue 21), run by `npm run bench` after the workflow bench (or alone:
// `node bench/flash-sale.mjs`, the server bundle built): a flash sale of 500 tickets that 10,000
// distinct students grab at once, each once, through the ticket area's grab call. Goals: exactly 500
// winners and 9,500 clear 票已抢光 answers, ≥ 5,000 grabs/s and p99 ≤ 100 ms on SQLite; the same run on
// PostgreSQL (when it is reachable) with no ticket sold twice.
import autocannon from 'autocannon';
import pg from 'pg';
import { addStudentsToPostgres } from './lib/cluster-load.mjs';
import { startBareServer } from './lib/bare-server.mjs';
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

/** The gala on sale now, open to every student: answers its event id. */
async function openGala(origin) {
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
      opensAt: now - 60,
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

/**
 * Every student grabs once, CONNECTIONS at a time; answers are sorted into won, sold out and anything
 * else. Grabs per second run to the last answer: autocannon's own duration counts whole seconds, so a
 * sale of 2.2 s would read as 3.
 */
function grabAll(origin, eventId, cookies) {
  let next = 0;
  const tally = { won: 0, soldOut: 0, other: 0, firstOther: '', soldOutAnswer: '' };
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${origin}/ticket/api/grab`,
        connections: CONNECTIONS,
        amount: cookies.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const i = next++;
              return { ...req, headers: { ...XHR, cookie: cookies[i], 'content-type': 'application/json' }, body: JSON.stringify({ id: eventId, requestId: `flash_${i}_bench` }) };
            },
            onResponse: (_status, body) => {
              lastAnswer = performance.now();
              const answer = JSON.parse(body);
              if (answer.e === 0 && answer.d.state === 'won') tally.won++;
              else if (answer.e === 1 && answer.d?.reason === 'reservation.sold-out') {
                if (!tally.soldOut++) tally.soldOutAnswer = body;
              }
              else if (!tally.other++) tally.firstOther = body;
            },
          },
        ],
      },
      (error, r) => {
        if (error) return reject(error);
        const seconds = (lastAnswer - started) / 1000;
        const answered = tally.won + tally.soldOut + tally.other;
        resolve({ ...tally, rps: answered / seconds, p50: r.latency.p50, p99: r.latency.p99, seconds, failures: r.errors + r.timeouts + r.non2xx });
      },
    ),
  );
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

async function sale(database) {
  const server = await startQuadServer(database === 'PostgreSQL' ? { DATABASE_URL: POSTGRES_URL } : {});
  try {
    const cookies = database === 'PostgreSQL' ? (await addStudentsToPostgres(POSTGRES_URL, STUDENTS)).cookies : addStudents(server.dataDir, { count: STUDENTS });
    const gala = await openGala(server.origin);
    const result = await grabAll(server.origin, gala.id, cookies);
    return { database, ...result, sold: await soldInDatabase(server.origin, gala.id, gala.admin) };
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
const runs = [await sale('SQLite')];
runs.push(await bareSale(runs[0].soldOutAnswer));
try {
  await freshPostgres();
  runs.push(await sale('PostgreSQL'));
} catch (error) {
  console.log(`PostgreSQL run skipped: ${error.message}`);
}

const goalOf = (r) => (r.yardstick ? 'the same answer, nothing else' : r.database === 'SQLite' ? `${TICKETS} won, >= ${GOAL_RPS}/s, p99 <= ${GOAL_P99_MS} ms` : `${TICKETS} sold`);
console.log(`\nFlash sale: ${STUDENTS} students grab ${TICKETS} tickets once each, ${CONNECTIONS} connections`);
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
