// `npm run bench`: the platform's hot calls on the built server (SQLite, production mode), each
// beside a bare node:http server answering the same bytes, from one run on this machine.
//
//   node scripts/bench.mjs [--connections=10] [--seconds=5] [--only=platform]
//
// Results: a table here with each row's goal (its share of the bare server's rate, issue 19), and
// bench/results/latest.json (every run also under bench/results/history/). Helpers are in bench/lib/.
import { startBareServer } from '../bench/lib/bare-server.mjs';
import { DEFAULT_LOAD, measure } from '../bench/lib/load.mjs';
import { sampleMemory } from '../bench/lib/processes.mjs';
import { capture, loginCookie, startQuadServer } from '../bench/lib/quad-server.mjs';
import { fixed, printTable, warnIfBusy, writeResults } from '../bench/lib/report.mjs';
import { run } from './lib/child.mjs';

const flag = (name) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RSS_GOAL_MB = 200;
const load = { ...DEFAULT_LOAD, connections: Number(flag('connections') ?? DEFAULT_LOAD.connections), seconds: Number(flag('seconds') ?? DEFAULT_LOAD.seconds) };

// The bundle is rebuilt every time (esbuild, about a second) so the bench never measures stale code.
if ((await run('npm', ['run', '--silent', 'build', '-w', '@quad/server'])) !== 0) throw new Error('server build failed');

warnIfBusy();
const server = await startQuadServer();
let bare;
try {
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  const cookie = await loginCookie(server.origin, 'student', 'student123');
  // A morning's sign-ins are many people's: one account's attempts in flight are capped (the throttle counts before checking).
  const admin = await loginCookie(server.origin, 'admin', 'admin123');
  const students = await (await fetch(`${server.origin}/admin/api/users/list?type=student&size=50`, { headers: { ...xhr, cookie: admin } })).json();
  const signIns = students.d.list.map((u) => new URLSearchParams({ username: u.username, password: 'student123' }).toString());
  const scenarios = [
    { name: 'site settings', goal: 0.8, request: { method: 'POST', path: '/wap/setting/info', headers: xhr } },
    { name: 'get-info, logged in', goal: 0.6, request: { method: 'GET', path: '/uc/wap/user/get-info', headers: { ...xhr, cookie } } },
    // DESIGN §6's cached read: the notices addressed to me, first page, as notice/index asks for it.
    { name: 'notice list, logged in', goal: 0.5, request: { method: 'GET', path: '/notice/wap/default/list?page=1&size=20', headers: { ...xhr, cookie } } },
    { name: 'news list', goal: 0.5, request: { method: 'GET', path: '/news/wap/default/list?channel=campus&page=1&size=20', headers: { ...xhr, cookie } } },
    // The forms engine's two hot reads: the list on every visit of form/index, the design when a form opens.
    { name: 'my forms (list)', goal: 0.5, request: { method: 'GET', path: '/forms/wap/default/list', headers: { ...xhr, cookie } } },
    { name: 'open a form', goal: 0.5, request: { method: 'GET', path: '/forms/wap/default/form?formid=1', headers: { ...xhr, cookie } } },
    {
      // Every sign-in derives a scrypt key on purpose (slow to brute-force): this one is CPU-bound.
      name: 'login/check (scrypt)',
      request: {
        method: 'POST',
        path: '/uc/wap/login/check',
        headers: { ...xhr, 'content-type': 'application/x-www-form-urlencoded' },
        body: signIns[0],
        bodies: signIns,
      },
    },
  ];

  const answers = {};
  for (const s of scenarios) {
    s.answer = await capture(server.origin, s.request);
    if (s.answer.status !== 200 || JSON.parse(s.answer.text).e !== 0) throw new Error(`${s.name}: unexpected answer ${s.answer.status} ${s.answer.text}`);
    answers[`${s.request.method} ${s.request.path}`] = s.answer;
  }
  bare = await startBareServer(answers);

  console.log(`\nload: autocannon, ${load.connections} connections, ${load.seconds} s per run after ${load.warmupSeconds} s warm-up\n`);
  for (const s of scenarios) {
    process.stdout.write(`  ${s.name} … `);
    // One instance's resident memory while it serves this row's load, start-up left out.
    const sampler = sampleMemory(server.pid);
    // With the server's CPU per answer, user and system: what the ratio's gap is made of.
    s.quad = await measure(server.origin, s.request, load, s.answer.text, server.pid);
    s.rss = sampler.stop();
    s.bare = await measure(bare.origin, s.request, load, s.answer.text, bare.pid);
    s.ratio = s.quad.rps / s.bare.rps;
    console.log(`${fixed(s.quad.rps)} req/s`);
  }
  const memory = { rss: Math.max(...scenarios.map((s) => s.rss)), goal: RSS_GOAL_MB };

  console.log('');
  printTable(scenarios, [
    { title: 'scenario', value: (s) => s.name },
    { title: 'rps', value: (s) => fixed(s.quad.rps) },
    { title: 'p99 ms', value: (s) => fixed(s.quad.p99, 1) },
    { title: 'bare rps', value: (s) => fixed(s.bare.rps) },
    { title: 'bare p99', value: (s) => fixed(s.bare.p99, 1) },
    { title: 'rps/bare', value: (s) => `${fixed(100 * s.ratio, 1)} %` },
    { title: 'goal', value: (s) => (s.goal ? `${s.ratio >= s.goal ? '✓' : '✗'} ≥ ${100 * s.goal} %` : '') },
    { title: 'CPU µs/req', value: (s) => fixed(s.quad.cpuUs.user + s.quad.cpuUs.system) },
    { title: 'bare µs/req', value: (s) => fixed(s.bare.cpuUs.user + s.bare.cpuUs.system) },
    { title: 'RSS MB', value: (s) => fixed(s.rss) },
    { title: 'bad answers', value: (s) => s.quad.bad + s.bare.bad },
  ]);
  console.log(`\nserver memory under the load: RSS up to ${fixed(memory.rss)} MB (${memory.rss <= RSS_GOAL_MB ? '✓' : '✗'} goal ≤ ${RSS_GOAL_MB} MB)`);

  const file = writeResults('latest', {
    bench: 'platform',
    load: { tool: 'autocannon', ...load },
    database: 'sqlite',
    scenarios: scenarios.map((s) => ({ name: s.name, method: s.request.method, path: s.request.path, quad: s.quad, bare: s.bare, ratio: s.ratio, goal: s.goal, rssMb: s.rss })),
    serverMemoryMb: memory,
  });
  console.log(`results: ${file}`);
  const bad = scenarios.filter((s) => s.quad.bad + s.bare.bad > 0);
  if (bad.length) {
    console.error(`✗ unexpected answers under load in: ${bad.map((s) => s.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await server.stop();
}

// The health area's budgets (report saves, statistics over 30,000 students), the workflow engine's
// (backlog and approvals with 1,000 open tasks), the reservation engine's (a flash sale of 500
// tickets to 10,000 students), the ledger's, and the school data's (my scores and my week for one of
// 30,000 students, free classrooms over 300 rooms, a 200,000-row score upload), each on a server of its own.
if (flag('only') !== 'platform') {
  await import('../bench/health.mjs');
  await import('../bench/workflow.mjs');
  await import('../bench/flash-sale.mjs');
  await import('../bench/ledger.mjs');
  await import('../bench/scores.mjs');
  await import('../bench/timetable.mjs');
}
