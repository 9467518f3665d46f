// The scores area's budgets (issue 24): on its own built server (SQLite), with 30,000 students' scores
// (30 rows each, 900,000 rows) as the current version of `score.records`, "my scores" (the phone's
// call) for one student beside a bare node:http server answering the same bytes (goal ≥ 50 % of its
// rate), then a 200,000-row score CSV through the console's upload call (goal ≤ 30 s, server RSS
// ≤ 300 MB sampled during the load). `node bench/scores.mjs`.
//
// 900,000 rows are more than one load of the integration API takes (200,000): they are written
// straight into the engine's tables in the shape the engine writes (key, person, scope, data as its
// check leaves them) as one ready version, beside the running server (WAL lets both write). The
// 200,000-row upload then goes through the engine whole: parse, check, write, switch, announce.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startBareServer } from './lib/bare-server.mjs';
import { DEFAULT_LOAD, measure } from './lib/load.mjs';
import { sampleMemory } from './lib/processes.mjs';
import { capture, loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, LOAD_COLUMNS, printTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { run } from '../scripts/lib/child.mjs';

const STUDENTS = 30_000;
const PER_STUDENT = 30;
const UPLOAD_ROWS = 200_000;
const KIND = 'score.records';
const TERMS = ['2023-2024-1', '2023-2024-2', '2024-2025-1', '2024-2025-2', '2025-2026-1'];
const CATEGORIES = ['通识必修', '学科基础', '专业必修', '专业选修', '通识选修'];

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** Student `i`'s 30 rows (six courses a term over five terms) as the engine's check leaves them. */
function studentRows(student, i) {
  const rows = [];
  for (let c = 0; c < PER_STUDENT; c++) {
    const term = TERMS[Math.floor(c / 6)];
    const score = 55 + ((i * 31 + c * 17) % 46);
    rows.push({ student, term, code: `C${String(c).padStart(3, '0')}`, course: `课程${c}`, credit: 1 + (c % 4), score: String(score), category: CATEGORIES[c % CATEGORIES.length], exam: '正常', className: `班级${i % 600}` });
  }
  return rows;
}

/** The engine's row: key (its columns' texts as a JSON list, as `keyOf` makes it), person, scope, data. */
const engineRow = (version, data) => ({
  site_id: 'north',
  kind: KIND,
  version,
  row_key: JSON.stringify([data.student, data.term, data.code, data.exam]),
  person: data.student,
  scope: data.className,
  data: JSON.stringify(data),
});

/** 30,000 students' scores (the demo `student` among them, the one measured) as the kind's new current version. */
function writeSchool(dataDir) {
  const db = new SQLite(path.join(dataDir, 'quad.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = Math.floor(Date.now() / 1000);
  const version = db.prepare(`select coalesce(max(version), 0) + 1 as v from datasets_loads where site_id = 'north' and kind = ?`).get(KIND).v;
  const insert = db.prepare('insert into datasets_rows (site_id, kind, version, row_key, person, scope, data) values (@site_id, @kind, @version, @row_key, @person, @scope, @data)');
  db.transaction(() => {
    for (let i = 0; i < STUDENTS; i++) for (const row of studentRows(i === 0 ? 'student' : `2030${String(i).padStart(6, '0')}`, i)) insert.run(engineRow(version, row));
    db.prepare(
      `insert into datasets_loads (site_id, kind, version, source, state, row_count, bad_rows, errors_json, message, kept, loaded_by, started, finished) values ('north', ?, ?, 'api', 'ready', ?, 0, '[]', '', 1, '', ?, ?)`,
    ).run(KIND, version, STUDENTS * PER_STUDENT, now, now);
    db.prepare(`update datasets_current set version = ?, updated = ? where site_id = 'north' and kind = ?`).run(version, now, KIND);
  })();
  db.close();
  return STUDENTS * PER_STUDENT;
}

/** A 200,000-row CSV as a school's 教务 system exports it (6,667 students of a new intake). */
function uploadCsv() {
  const lines = ['学号,姓名,学期,课程代码,课程名称,学分,成绩,课程性质,考试性质,班级'];
  for (let n = 0; n < UPLOAD_ROWS; n++) {
    const i = Math.floor(n / PER_STUDENT);
    const r = studentRows(`2031${String(i).padStart(6, '0')}`, i)[n % PER_STUDENT];
    lines.push([r.student, `学生${i}`, r.term, r.code, r.course, r.credit, r.score, r.category, r.exam, r.className].join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function upload(origin, cookie, csv) {
  const form = new FormData();
  form.append('kind', KIND);
  form.append('file', new Blob([csv], { type: 'text/csv' }), '成绩.csv');
  const res = await fetch(`${origin}/datasets/api/upload`, { method: 'POST', headers: { ...xhr, cookie }, body: form });
  const answer = await res.json();
  if (answer.e !== 0 || !answer.d.ok) throw new Error(`upload: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer.d;
}

// The bundle is rebuilt every time (esbuild, about a second) so the bench never measures stale code.
if ((await run('npm', ['run', '--silent', 'build', '-w', '@quad/server'])) !== 0) throw new Error('server build failed');

warnIfBusy();
const server = await startQuadServer();
let bare;
try {
  const written = writeSchool(server.dataDir);
  const cookie = await loginCookie(server.origin, 'student', 'student123');
  const request = { method: 'GET', path: '/score/wap/score/mine', headers: { ...xhr, cookie } };
  const answer = await capture(server.origin, request);
  const report = JSON.parse(answer.text);
  const courses = report.d?.terms?.reduce((n, t) => n + t.courses.length, 0);
  if (answer.status !== 200 || report.e !== 0 || courses !== PER_STUDENT) throw new Error(`my scores: unexpected answer ${answer.text.slice(0, 300)}`);
  bare = await startBareServer({ [`GET ${request.path}`]: answer });
  const quad = await measure(server.origin, request, DEFAULT_LOAD, answer.text);
  const bareRun = await measure(bare.origin, request, DEFAULT_LOAD, answer.text);

  const admin = await loginCookie(server.origin, 'admin', 'admin123');
  const csv = uploadCsv();
  const memory = sampleMemory(server.pid);
  const started = performance.now();
  const loaded = await upload(server.origin, admin, csv);
  const uploadSeconds = (performance.now() - started) / 1000;
  const peakRss = memory.stop();

  console.log(`\nscores: ${STUDENTS} students × ${PER_STUDENT} rows (${written} rows current), SQLite; the measured report has ${courses} courses in ${report.d.terms.length} terms\n`);
  printTable(
    [
      { name: `my scores (${written} rows loaded)`, r: quad },
      { name: '  bare node:http, same bytes', r: bareRun },
    ],
    LOAD_COLUMNS,
  );
  console.log(`\nupload of a ${UPLOAD_ROWS}-row CSV (${fixed(csv.length / 2 ** 20, 1)} MB) through /datasets/api/upload: ${fixed(uploadSeconds, 1)} s, ${loaded.rows} rows, server RSS peak ${fixed(peakRss)} MB`);
  const goals = [
    { goal: 'my scores ≥ 50 % of the bare server', met: quad.rps >= 0.5 * bareRun.rps, measured: `${fixed((100 * quad.rps) / bareRun.rps, 1)} %` },
    { goal: `${UPLOAD_ROWS}-row upload ≤ 30 s`, met: uploadSeconds <= 30, measured: `${fixed(uploadSeconds, 1)} s` },
    { goal: 'server RSS ≤ 300 MB during the upload', met: peakRss <= 300, measured: `${fixed(peakRss)} MB` },
  ];
  console.log('\ngoals (measured on this machine now):');
  for (const g of goals) console.log(`  ${g.met ? '✓' : '✗'} ${g.goal}: ${g.measured}`);
  const file = writeResults('scores', {
    bench: 'scores',
    database: 'sqlite',
    students: STUDENTS,
    rows: written,
    scenarios: [{ name: 'my scores', path: request.path, quad, bare: bareRun, ratio: quad.rps / bareRun.rps }],
    upload: { rows: UPLOAD_ROWS, bytes: csv.length, seconds: uploadSeconds, peakRssMb: peakRss },
    goals,
  });
  console.log(`results: ${file}`);
  if (quad.bad + bareRun.bad > 0) {
    console.error('✗ unexpected answers under load');
    process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await server.stop();
}
