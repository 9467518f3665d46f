// The workflow engine's budgets (issue 20), run by `npm run bench` after the health bench (or alone:
// `node bench/workflow.mjs`, the server bundle built): an instructor's backlog of 500 pending tasks
// beside a bare node:http server answering the same bytes (goal ≥ 50 %), and approvals one after
// another while the site holds 1,000 open tasks (goal p99 ≤ 50 ms). SQLite, production mode.
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server.mjs';
import { addStudents } from './lib/health-bench.mjs';
import { DEFAULT_LOAD, measure } from './lib/load.mjs';
import { capture, loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, LOAD_COLUMNS, printTable, warnIfBusy, writeResults } from './lib/report.mjs';

const PER_SIDE = 500;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const OK = '{"e":0,"m":"操作成功","d":{}}';
/** The classes of the demo teacher's department (they are its instructor), or of every other one (nobody's: the site's administrator decides). */
const classesOf = (mine) =>
  `select id, parent_id from departments where site_id = 'north' and kind = 'class' and parent_id ${mine ? '=' : '<>'} (select dept_id from users where site_id = 'north' and username = 'teacher')`;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Each student asks for a day's leave, 20 at a time: one open task each. */
async function applyAll(origin, cookies) {
  for (let i = 0; i < cookies.length; i += 20) {
    await Promise.all(
      cookies.slice(i, i + 20).map(async (cookie, n) => {
        const body = JSON.stringify({ type: 'personal', start: day(1), end: day(1), reason: '压测请假', phone: '13800138000', requestId: `bench_leave_${i + n}` });
        const answer = await (await fetch(`${origin}/leave/api/apply`, { method: 'POST', headers: { ...XHR, cookie, 'content-type': 'application/json' }, body })).json();
        if (answer.e !== 0) throw new Error(`leave apply: ${JSON.stringify(answer)}`);
      }),
    );
  }
}

/** The ids of every task in a backlog. */
async function backlogIds(origin, cookie) {
  const ids = [];
  for (let page = 1; ; page++) {
    const answer = await (await fetch(`${origin}/workflow/api/tasks/backlog?page=${page}&size=50&app=leave`, { headers: { ...XHR, cookie } })).json();
    ids.push(...answer.d.list.map((task) => task.id));
    if (answer.d.list.length < 50) return ids;
  }
}

/** Approves every task in `ids` once, `connections` at a time: the latency of a decision while the site is busy with others. */
function approveAll(origin, cookie, ids, connections) {
  let next = 0;
  let mismatches = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${origin}/workflow/api/task/approve`,
        connections,
        amount: ids.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({ ...req, headers: { ...XHR, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id: ids[next++] }) }),
            onResponse: (_status, body) => void (body !== OK && mismatches++),
          },
        ],
      },
      (error, r) =>
        error
          ? reject(error)
          : resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, bad: r.errors + r.timeouts + r.non2xx + mismatches }),
    ),
  );
}

warnIfBusy();
const server = await startQuadServer();
let bare;
try {
  const mine = addStudents(server.dataDir, { count: PER_SIDE, classesSql: classesOf(true), first: 900_000 });
  const others = addStudents(server.dataDir, { count: PER_SIDE, classesSql: classesOf(false), first: 910_000 });
  await applyAll(server.origin, [...mine, ...others]);
  const teacher = await loginCookie(server.origin, 'teacher', 'teacher123');
  const ids = await backlogIds(server.origin, teacher);
  if (ids.length !== PER_SIDE) throw new Error(`the teacher has ${ids.length} tasks, not ${PER_SIDE}`);

  // document/backlog reads the to-do inbox, where every area's tasks wait (the approvals among them).
  const backlog = { method: 'GET', path: '/api/todo/list?page=1&size=20', headers: { ...XHR, cookie: teacher } };
  const answer = await capture(server.origin, backlog);
  bare = await startBareServer({ [`GET ${backlog.path}`]: answer });
  const quadRead = await measure(server.origin, backlog, DEFAULT_LOAD, answer.text);
  const bareRead = await measure(bare.origin, backlog, DEFAULT_LOAD, answer.text);
  const approvals = await approveAll(server.origin, teacher, ids, 10);

  const rows = [
    { name: `to-do inbox (document/backlog) of ${PER_SIDE} tasks, first page`, r: quadRead },
    { name: 'the same bytes, bare node:http', r: bareRead },
    { name: `approve, ${2 * PER_SIDE} open tasks in the site, 10 connections`, r: approvals },
  ];
  console.log(`\nworkflow: ${2 * PER_SIDE} leave requests waiting on north, SQLite\n`);
  printTable(rows, LOAD_COLUMNS);
  const share = quadRead.rps / bareRead.rps;
  const goals = [
    { goal: 'backlog ≥ 50 % of bare node:http', met: share >= 0.5, measured: `${fixed(100 * share, 1)} %` },
    { goal: 'approve p99 ≤ 50 ms', met: approvals.p99 <= 50, measured: `${fixed(approvals.p99, 1)} ms` },
  ];
  console.log('\ngoals (measured on this machine now):');
  for (const g of goals) console.log(`  ${g.met ? '✓' : '✗'} ${g.goal}: ${g.measured}`);
  console.log(`results: ${writeResults('workflow', { bench: 'workflow', database: 'sqlite', scenarios: rows.map((x) => ({ name: x.name, ...x.r })), goals })}`);
  if (rows.some((x) => x.r.bad > 0)) {
    console.error('✗ unexpected answers under load');
    process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await server.stop();
}
