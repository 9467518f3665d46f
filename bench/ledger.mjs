// The ledger engine's budgets (issue 22), run by `npm run bench` after the flash sale (or alone:
// `node bench/ledger.mjs`, the server bundle built):
//  1. provider notifications for orders paying at the demo provider, each order notified twice (the
//     duplicates mixed in), over up to 100 connections. Two loads of 5,000 orders each: the issue's,
//     2,000 notifications/s arriving whatever the answers (p99 ≤ 50 ms), after a warm-up of 1,000
//     orders at that rate whose figures are thrown away (JIT, first statements, the sender's
//     connections), as the other benches warm up; and flat out,
//     each connection sending its next as soon as it is answered (≥ 1,000/s; its p99 is the queue
//     of 100 connections, shown for comparison). On SQLite, and every order paid exactly once (one
//     transaction each, the books summing to zero).
//  2. the balance check over 1,000,000 postings on PostgreSQL (when reachable): ≤ 2 s.
// The bench plays the demo provider, as a payment provider's fake does in tests: it marks the trades
// paid in the provider's books and signs each notification with the key the demo provider shares
// with the site (`code_secrets`, purpose ledger-demo-notify), the same signature the server checks.
import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { offerAtRate } from './lib/open-loop.mjs';
import { loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, printTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { ensurePostgres } from '../scripts/lib/prerequisites.mjs';

const ORDERS = 5000;
const WARMUP_ORDERS = 1000;
const CONNECTIONS = 100;
const GOAL_RPS = 1000;
const OFFERED_RPS = 2000;
const GOAL_P99_MS = 50;
const POSTINGS = 1_000_000;
const GOAL_CHECK_MS = 2000;
const SITE = 'north';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/quad_ledger_bench';

const fire = (options) => new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));

/**
 * ORDERS wallet top-ups handed to the demo provider, as students' pages ask for them, after one paid
 * at the demo cashier (which makes the provider's notification key).
 */
async function openOrders(origin, count) {
  const cookie = await loginCookie(origin, 'student', 'student123');
  const first = await (await fetch(`${origin}/wallet/api/topup`, { method: 'POST', headers: { ...XHR, cookie }, body: JSON.stringify({ amountFen: 100, method: 'demo', requestId: 'bench_topup_first' }) })).json();
  const cashier = new URL(first.d.start.url);
  const paid = await fetch(`${origin}${cashier.pathname}${cashier.search}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: 'confirm=1',
  });
  if (paid.status !== 303) throw new Error(`the demo cashier answered ${paid.status}`);
  let next = 0;
  const result = await fire({
    url: `${origin}/wallet/api/topup`,
    connections: 20,
    amount: count,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, headers: { ...XHR, cookie }, body: JSON.stringify({ amountFen: 100, method: 'demo', requestId: `bench_topup_${next++}` }) }) }],
  });
  if (result.non2xx || result.errors) throw new Error(`opening orders: ${result.non2xx} non-2xx, ${result.errors} errors`);
}

/** The demo provider's part: the trades paid on its side, and a signed notification for each. */
function signedNotifications(dataDir) {
  const db = new SQLite(path.join(dataDir, 'quad.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = Math.floor(Date.now() / 1000);
  const key = db.prepare(`select secret from code_secrets where site_id = ? and purpose = 'ledger-demo-notify'`).get(SITE);
  const trades = db.prepare(`select no, amount from ledger_demo_trades where site_id = ? and kind = 'pay' and state = 'unpaid'`).all(SITE);
  db.prepare(`update ledger_demo_trades set state = 'paid', txn_id = 'B' || no, done_at = ? where site_id = ? and state = 'unpaid'`).run(now, SITE);
  db.close();
  if (!key) throw new Error('the demo provider has no notification key yet');
  return trades.map((t) => {
    const body = JSON.stringify({ id: `NB${t.no}`, orderNo: t.no, txnId: `B${t.no}`, amountFen: Number(t.amount), paidAt: now });
    const payload = `q1.${createHash('sha256').update(body).digest('hex')}.${now}`;
    const signature = createHmac('sha256', Buffer.from(key.secret, 'hex')).update(`${SITE}.${payload}`).digest('base64url');
    return { body, signature: `${payload}.${signature}` };
  });
}

/** What the books say afterwards, read from the database: paid orders, transactions per order, the sum of everything. */
function books(dataDir) {
  const db = new SQLite(path.join(dataDir, 'quad.sqlite'), { readonly: true });
  const paid = db.prepare(`select count(*) as n from ledger_orders where site_id = ? and state = 'paid'`).get(SITE).n;
  const doubled = db.prepare(`select count(*) as n from (select order_id from ledger_transactions where site_id = ? group by order_id having count(*) > 1)`).get(SITE).n;
  const total = db.prepare(`select coalesce(sum(amount), 0) as s from ledger_postings where site_id = ?`).get(SITE).s;
  db.close();
  return { paid, doubled, total };
}

/** A second between loads, so that one load's backlog (the log's checkpoint, the collector) is not charged to the next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

const twiceShuffled = (notices) => [...notices, ...notices].sort(() => Math.random() - 0.5);
const notifyUrl = (origin) => `${origin}/api/ledger/notify/demo`;
const asRequest = (n) => ({ headers: { 'content-type': 'application/json', 'x-demo-pay-signature': n.signature }, body: n.body });
const answeredSuccess = (status, body) => status === 200 && body === 'success';

/** Each notice twice, in random order, at `rate` a second over up to CONNECTIONS connections. */
async function notifyAtRate(origin, notices, rate) {
  const r = await offerAtRate(notifyUrl(origin), twiceShuffled(notices).map(asRequest), { rate, connections: CONNECTIONS, accept: answeredSuccess });
  return { notifications: r.requests, rps: r.rps, p50: r.p50, p99: r.p99, refused: r.wrong };
}

/** Each notice twice, in random order, flat out: each of CONNECTIONS connections sends its next as soon as it is answered. */
async function notify(origin, notices) {
  const sequence = twiceShuffled(notices);
  let next = 0;
  let refused = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await fire({
    url: notifyUrl(origin),
    connections: CONNECTIONS,
    amount: sequence.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, ...asRequest(sequence[next++]) }),
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (!answeredSuccess(status, body)) refused++;
        },
      },
    ],
  });
  // autocannon counts its duration in whole ticks of its clock: the last answer's time is the run's end.
  const seconds = (lastAnswer - started) / 1000;
  return { notifications: sequence.length, rps: sequence.length / seconds, p50: result.latency.p50, p99: result.latency.p99, refused };
}

async function notificationsRun() {
  // The demo provider never takes payments in production: this server runs as the quick start does.
  const server = await startQuadServer({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  try {
    await openOrders(server.origin, WARMUP_ORDERS + 2 * ORDERS);
    const notices = signedNotifications(server.dataDir);
    const warmup = await notifyAtRate(server.origin, notices.slice(0, WARMUP_ORDERS), OFFERED_RPS);
    const offered = await notifyAtRate(server.origin, notices.slice(WARMUP_ORDERS, WARMUP_ORDERS + ORDERS), OFFERED_RPS);
    await settle();
    const flatOut = await notify(server.origin, notices.slice(WARMUP_ORDERS + ORDERS));
    return {
      orders: notices.length + 1,
      loads: [
        { name: `${OFFERED_RPS}/s offered`, goal: `p99 <= ${GOAL_P99_MS} ms`, ...offered },
        { name: `flat out, ${CONNECTIONS} connections`, goal: `>= ${GOAL_RPS}/s`, ...flatOut },
      ],
      refused: warmup.refused + offered.refused + flatOut.refused,
      ...books(server.dataDir),
    };
  } finally {
    await server.stop();
  }
}

/** 1,000,000 postings (500,000 balanced transactions) written straight into PostgreSQL, then the console's check timed. */
async function balanceCheckRun() {
  await ensurePostgres(POSTGRES_URL);
  const admin = new pg.Client({ connectionString: POSTGRES_URL.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const name = new URL(POSTGRES_URL).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const server = await startQuadServer({ DATABASE_URL: POSTGRES_URL });
  try {
    const db = new pg.Client({ connectionString: POSTGRES_URL });
    await db.connect();
    const half = POSTINGS / 2;
    await db.query(`insert into ledger_transactions (site_id, id, order_id, kind, memo, created)
      select '${SITE}', 'bt' || i, 'bo' || i, 'pay', 'bench', 0 from generate_series(1, ${half}) i`);
    await db.query(`insert into ledger_postings (site_id, id, transaction_id, account_id, amount, balance_after, created)
      select '${SITE}', 'bp' || i || side, 'bt' || i, case side when 0 then 'clearing:demo' else 'income:payment:bench' || (i % 50) end,
             case side when 0 then -100 else 100 end, 0, 0
      from generate_series(1, ${half}) i, (values (0), (1)) s(side)`);
    await db.query(`insert into ledger_accounts (site_id, id, kind, owner, balance, created)
      select '${SITE}', account_id, split_part(account_id, ':', 1), substr(account_id, strpos(account_id, ':') + 1), sum(amount), 0
      from ledger_postings where site_id = '${SITE}' group by account_id
      on conflict (site_id, id) do update set balance = ledger_accounts.balance + excluded.balance`);
    await db.query('analyze');
    await db.end();
    const cookie = await loginCookie(server.origin, 'admin', 'admin123');
    const times = [];
    let answer;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      answer = await (await fetch(`${server.origin}/payment/api/manage/ledger-check`, { headers: { ...XHR, cookie } })).json();
      times.push(performance.now() - started);
    }
    return { postings: answer.d.postings, balanced: answer.d.balanced, ms: Math.min(...times) };
  } finally {
    await server.stop();
  }
}

warnIfBusy();
const notified = await notificationsRun();
console.log(`\nProvider notifications (SQLite), each of ${ORDERS} orders notified twice, after a warm-up of ${WARMUP_ORDERS}`);
printTable(notified.loads, [
  { title: 'load', value: (r) => r.name },
  { title: 'notifications/s', value: (r) => fixed(r.rps) },
  { title: 'p50 ms', value: (r) => fixed(r.p50) },
  { title: 'p99 ms', value: (r) => fixed(r.p99) },
  { title: 'goal', value: (r) => r.goal },
]);
console.log(
  `${notified.orders} orders in all: ${notified.paid} paid, ${notified.doubled} booked twice, ledger sum ${notified.total}, ${notified.refused} notifications refused (goal: each paid once)`,
);
let checked;
try {
  checked = await balanceCheckRun();
  console.log(`\nBalance check over ${checked.postings} postings (PostgreSQL): ${fixed(checked.ms)} ms, balanced: ${checked.balanced} (goal <= ${GOAL_CHECK_MS} ms)`);
} catch (error) {
  console.log(`PostgreSQL balance check skipped: ${error.message}`);
}
console.log(`results: ${writeResults('ledger', { bench: 'ledger', notified, checked })}`);
if (notified.paid !== notified.orders || notified.doubled || notified.total !== 0 || notified.refused) {
  console.log('Some order was not paid exactly once, or the books do not sum to zero');
  process.exitCode = 1;
}
