// The timetable area's budgets (issue 24): on its own built server (SQLite), with the sections and
// enrollments of a school of 30,000 students loaded through the datasets API, "my week" for one
// student beside a bare node:http server answering the same bytes (goal ≥ 50 % of its rate), and a
// free-classroom query over 300 rooms (goal p99 ≤ 50 ms). `node bench/timetable.mjs`.
import { startBareServer } from './lib/bare-server.mjs';
import { DEFAULT_LOAD, measure } from './lib/load.mjs';
import { capture, loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, LOAD_COLUMNS, printTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { run } from '../scripts/lib/child.mjs';

const STUDENTS = 30_000;
/** Sections each student takes: 180,000 enrollment rows, within one API load's 200,000. */
const PER_STUDENT = 6;
const SECTIONS = 1_500;
const ROOMS = 300;
const BUILDINGS = ['第一教学楼', '第二教学楼', '第三教学楼', '实验楼', '综合楼', '文科楼'];
const WEEKS = ['1-16', '1-8', '9-16', '1-15单', '2-16双', '1-18'];

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** 300 rooms in six buildings, and 1,500 sections meeting twice a week in them (3,000 rows). */
function schoolRows() {
  const rooms = Array.from({ length: ROOMS }, (_, i) => ({ room: `R${String(i + 1).padStart(3, '0')}`, building: BUILDINGS[i % BUILDINGS.length], campus: '主校区', seats: 60 + (i % 4) * 40, type: i % 5 === 0 ? '实验室' : '多媒体' }));
  const sections = [];
  for (let s = 0; s < SECTIONS; s++) {
    for (const [n, weekday] of [(s % 5) + 1, ((s + 2) % 5) + 1].entries()) {
      const from = [1, 3, 5, 7, 9][(Math.floor(s / 5) + n) % 5];
      sections.push({ section: `S${s}`, course: `课程${s % 400}`, teacher: `教师${s % 200}`, weekday, from, to: from + 1, weeks: WEEKS[s % WEEKS.length], building: rooms[(s * 7 + n) % ROOMS].building, room: rooms[(s * 7 + n) % ROOMS].room });
    }
  }
  return { rooms, sections };
}

/** Each of 30,000 students (the demo `student` among them, the one measured) in six sections. */
function enrollmentRows() {
  const rows = [];
  for (let i = 0; i < STUDENTS; i++) {
    const student = i === 0 ? 'student' : `2025${String(i).padStart(6, '0')}`;
    for (let j = 0; j < PER_STUDENT; j++) rows.push({ student, section: `S${(i * 11 + j * 251) % SECTIONS}` });
  }
  return rows;
}

async function pushRows(origin, cookie, kind, rows) {
  const res = await fetch(`${origin}/datasets/api/rows`, { method: 'POST', headers: { ...xhr, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ kind, rows }) });
  const answer = await res.json();
  if (answer.e !== 0 || !answer.d.ok) throw new Error(`loading ${kind}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer.d;
}

// The bundle is rebuilt every time (esbuild, about a second) so the bench never measures stale code.
if ((await run('npm', ['run', '--silent', 'build', '-w', '@quad/server'])) !== 0) throw new Error('server build failed');

warnIfBusy();
const server = await startQuadServer();
let bare;
try {
  const admin = await loginCookie(server.origin, 'admin', 'admin123');
  const { rooms, sections } = schoolRows();
  const loadStarted = performance.now();
  await pushRows(server.origin, admin, 'timetable.rooms', rooms);
  await pushRows(server.origin, admin, 'timetable.sections', sections);
  const enrollments = enrollmentRows();
  await pushRows(server.origin, admin, 'timetable.enrollments', enrollments);
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const cookie = await loginCookie(server.origin, 'student', 'student123');
  // A weekday of the demo's current term, so classes meet and rooms are taken.
  const week = await (await fetch(`${server.origin}/timetable/api/week?as=student&week=3`, { headers: { ...xhr, cookie } })).json();
  const monday = week.d.days[0];
  const scenarios = [
    { name: `my week timetable (${STUDENTS} students loaded)`, request: { method: 'GET', path: '/timetable/api/week?as=student&week=3', headers: { ...xhr, cookie } } },
    { name: `free classrooms, ${ROOMS} rooms, periods 3-4`, request: { method: 'GET', path: `/timetable/api/free-rooms?date=${monday}&periods=3-4`, headers: xhr } },
    { name: `room occupancy of a day, ${ROOMS} rooms`, request: { method: 'GET', path: `/timetable/api/room-day?date=${monday}`, headers: xhr } },
  ];
  const answers = {};
  for (const s of scenarios) {
    s.answer = await capture(server.origin, s.request);
    const body = JSON.parse(s.answer.text);
    if (s.answer.status !== 200 || body.e !== 0) throw new Error(`${s.name}: unexpected answer ${s.answer.status} ${s.answer.text.slice(0, 300)}`);
    answers[`${s.request.method} ${s.request.path}`] = s.answer;
  }
  const weekClasses = JSON.parse(scenarios[0].answer.text).d.classes.length;
  const freeCount = JSON.parse(scenarios[1].answer.text).d.rooms.length;
  bare = await startBareServer(answers);
  for (const s of scenarios) {
    s.quad = await measure(server.origin, s.request, DEFAULT_LOAD, s.answer.text);
    s.bare = await measure(bare.origin, s.request, DEFAULT_LOAD, s.answer.text);
  }

  console.log(`\ntimetable: ${STUDENTS} students × ${PER_STUDENT} sections (${enrollments.length} enrollment rows), ${sections.length} section rows, ${ROOMS} rooms; SQLite`);
  console.log(`loaded through /datasets/api/rows in ${fixed(loadSeconds, 1)} s; the measured week has ${weekClasses} classes, ${freeCount} rooms free in periods 3-4\n`);
  printTable(
    scenarios.flatMap((s) => [
      { name: s.name, r: s.quad },
      { name: '  bare node:http, same bytes', r: s.bare },
    ]),
    LOAD_COLUMNS,
  );
  const [mine, free, day] = scenarios;
  const goals = [
    { goal: 'my week ≥ 50 % of the bare server', met: mine.quad.rps >= 0.5 * mine.bare.rps, measured: `${fixed((100 * mine.quad.rps) / mine.bare.rps, 1)} %` },
    { goal: `free classrooms over ${ROOMS} rooms: p99 ≤ 50 ms`, met: free.quad.p99 <= 50, measured: `${fixed(free.quad.p99, 1)} ms` },
    { goal: `room occupancy over ${ROOMS} rooms: p99 ≤ 50 ms`, met: day.quad.p99 <= 50, measured: `${fixed(day.quad.p99, 1)} ms` },
  ];
  console.log('\ngoals (measured on this machine now):');
  for (const g of goals) console.log(`  ${g.met ? '✓' : '✗'} ${g.goal}: ${g.measured}`);
  const file = writeResults('timetable', {
    bench: 'timetable',
    database: 'sqlite',
    students: STUDENTS,
    enrollmentRows: enrollments.length,
    sectionRows: sections.length,
    rooms: ROOMS,
    loadSeconds,
    scenarios: scenarios.map((s) => ({ name: s.name, path: s.request.path, quad: s.quad, bare: s.bare, ratio: s.quad.rps / s.bare.rps })),
    goals,
  });
  console.log(`results: ${file}`);
  if (scenarios.some((s) => s.quad.bad + s.bare.bad > 0)) {
    console.error('✗ unexpected answers under load');
    process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await server.stop();
}
