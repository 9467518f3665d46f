// The health area's budgets, run by `npm run bench` after the platform's (or alone:
// `node bench/health.mjs`): report saves per second at full load and p99 at half of it, and the
// statistics pages over 30,000 students, on SQLite. Expects the server bundle to be built.
import { addStudents, measureRead, measureSaves, reportBody, STUDENTS } from './lib/health-bench.mjs';
import { memoryMb } from './lib/processes.mjs';
import { loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, LOAD_COLUMNS, printTable, warnIfBusy, writeResults } from './lib/report.mjs';

const SECONDS = 5;

warnIfBusy();
const server = await startQuadServer();
try {
  const cookies = addStudents(server.dataDir);
  const admin = await loginCookie(server.origin, 'admin', 'admin123');
  const body = reportBody();
  // The warm-up uses its own people: every measured save is someone's first report of the day.
  await measureSaves(server.origin, cookies.splice(0, 1500), body, { connections: 10, seconds: 1 });
  const full = await measureSaves(server.origin, cookies, body, { connections: 10, seconds: SECONDS });
  // Saves got fast enough to use up most of the people in the full run: the half-load run takes who is left, once each.
  const fresh = cookies.slice(full.used);
  const half = await measureSaves(server.origin, fresh, body, { connections: 10, seconds: SECONDS, rate: Math.max(1, Math.round(full.rps / 2)), amount: fresh.length });
  const reads = [
    { name: 'statistics: school summary', path: '/ncov/api/views/summary?group=epideState&role=manager' },
    { name: 'statistics: by department, 7 days', path: '/ncov/api/views/datacube?group=epideState&role=manager&by=department' },
    { name: 'statistics: by day, 7 days', path: '/ncov/api/views/datacube?group=epideState&role=manager&by=day' },
  ];
  for (const r of reads) r.result = await measureRead(server.origin, r.path, admin, 3);
  const memory = memoryMb(server.pid);

  const rows = [
    { name: 'report saves, 10 connections', r: full },
    { name: `report saves at half load (${fixed(full.rps / 2)}/s)`, r: half },
    ...reads.map((x) => ({ name: `${x.name} (${STUDENTS} students)`, r: x.result })),
  ];
  console.log(`\nhealth: ${STUDENTS} extra students on north, SQLite, ${SECONDS} s per save run\n`);
  printTable(rows, LOAD_COLUMNS);
  console.log(`\nserver memory after the load: RSS ${fixed(memory.rss)} MB (peak ${fixed(memory.peak)} MB)`);
  // The daily report issue's budgets; a statistics page must answer every load in time, so p99.
  const goals = [
    { goal: 'report saves ≥ 2,000/s', met: full.rps >= 2000, measured: `${fixed(full.rps)}/s` },
    { goal: 'p99 ≤ 50 ms at half that load', met: half.p99 <= 50, measured: `${fixed(half.p99, 1)} ms` },
    ...reads.map((x) => ({ goal: `${x.name}: p99 ≤ 200 ms`, met: x.result.p99 <= 200, measured: `${fixed(x.result.p99, 1)} ms` })),
  ];
  console.log('\ngoals (measured on this machine now):');
  for (const g of goals) console.log(`  ${g.met ? '✓' : '✗'} ${g.goal}: ${g.measured}`);
  const file = writeResults('health', {
    bench: 'health',
    database: 'sqlite',
    students: STUDENTS,
    scenarios: rows.map((x) => ({ name: x.name, ...x.r })),
    goals,
    serverMemoryMb: memory,
  });
  console.log(`results: ${file}`);
  if (rows.some((x) => x.r.bad > 0)) {
    console.error('✗ unexpected answers under load');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
