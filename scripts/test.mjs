// `npm test`: every check and test suite of the repo, in order, each in its own process with its
// output streamed (the static checks side by side, each's output in one block), then one summary and the closing line `N passed, N failed` that CI reads.
//
//   node scripts/test.mjs              typecheck, lint, server/API, web unit, browser (e2e), cluster bench (20 s)
//   node scripts/test.mjs --suite=api  server/API only (CI reruns it on PostgreSQL)
//
// Before the suites, what they need outside node_modules is made ready (scripts/lib/prerequisites.mjs):
// chromium and a Chinese font, a local Redis, and PostgreSQL when DATABASE_URL names this machine.
// The environment passes through (DATABASE_URL selects PostgreSQL for the API suite). When
// QUAD_TEST_COUNTS names a file, the totals are also written there as JSON for .ci/run to add up.
// QUAD_REQUIRE_ALL_SUITES=1 (set by CI) makes a suite whose config is missing a failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, ROOT, run } from './lib/child.mjs';
import { ensureBrowser, ensurePostgres, ensureRedis } from './lib/prerequisites.mjs';

const SUITES = ['api', 'all'];
const suiteArg =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--suite='))
    ?.slice('--suite='.length) ?? 'all';
const unknown = process.argv.slice(2).filter((a) => !a.startsWith('--suite='));
if (!SUITES.includes(suiteArg) || unknown.length) {
  console.error(`usage: node scripts/test.mjs [--suite=${SUITES.join('|')}]`);
  process.exit(2);
}

const requireAll = process.env.QUAD_REQUIRE_ALL_SUITES === '1';
// The rerun on PostgreSQL leaves out the tests that read no database (vitest.config.ts, SOURCE_ONLY_TESTS).
if (suiteArg === 'api' && process.env.DATABASE_URL) process.env.QUAD_DATABASE_RERUN = '1';
const exists = (file) => fs.existsSync(path.join(ROOT, file));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-test-run-'));
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * What runs, in order. A step whose `when` file is absent is reported as not present, and fails the
 * run under QUAD_REQUIRE_ALL_SUITES; everything else that cannot run is a failure.
 */
const steps = [
  { name: 'Redis', kind: 'prepare', prepare: () => ensureRedis() },
  { name: 'PostgreSQL', kind: 'prepare', prepare: () => ensurePostgres(), onlyWith: 'DATABASE_URL' },
  { name: 'chromium, fonts', kind: 'prepare', prepare: () => ensureBrowser(), when: 'vitest.e2e.config.ts', skipFor: ['api'] },
  // The static checks run side by side (`together`): each is one process on one core, none waits on another.
  { name: 'registries', kind: 'check', together: true, command: process.execPath, args: ['scripts/registries.mjs', '--check'] },
  // The API suite alone (CI's rerun on PostgreSQL) runs no typecheck: the full run before it did, on the same tree.
  { name: 'typecheck (root)', kind: 'check', together: true, command: bin('tsc'), args: ['-p', 'tsconfig.json'], skipFor: ['api'] },
  {
    name: 'typecheck (web)',
    kind: 'check',
    together: true,
    when: 'apps/web/tsconfig.json',
    command: bin('tsc'),
    args: ['-p', 'apps/web/tsconfig.json'],
    skipFor: ['api'],
  },
  { name: 'lint', kind: 'check', together: true, command: bin('eslint'), args: ['.'], skipFor: ['api'] },
  {
    name: 'server/API',
    kind: 'vitest',
    args: [],
    needs: ['Redis', 'PostgreSQL'],
  },
  {
    name: 'web unit',
    kind: 'vitest',
    when: 'apps/web/vitest.config.ts',
    args: ['--config', 'apps/web/vitest.config.ts'],
    skipFor: ['api'],
  },
  // The browser suite drives the built app, so it is always built first: a stale bundle would test old code.
  { name: 'build', kind: 'check', when: 'vitest.e2e.config.ts', command: 'npm', args: ['run', 'build'], skipFor: ['api'] },
  {
    name: 'browser (e2e)',
    kind: 'vitest',
    when: 'vitest.e2e.config.ts',
    args: ['--config', 'vitest.e2e.config.ts'],
    skipFor: ['api'],
    needs: ['chromium, fonts'],
  },
  // The short form of `npm run bench:cluster` on the built server: no acknowledged save lost and no error once an instance's kill is 5 s past.
  {
    name: 'cluster bench',
    kind: 'goals',
    when: 'bench/cluster.mjs',
    command: process.execPath,
    args: ['bench/cluster.mjs', '--seconds=20'],
    timeoutMs: 4 * 60_000,
    skipFor: ['api'],
  },
];

const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 300);

/** Counts from vitest's JSON report; none when it wrote no readable report (the run crashed). */
function readReport(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
      // Files that failed to load have no failed test of their own.
      brokenFiles: r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length,
      // Named again under the summary, because CI keeps only the tail of a long log.
      failures: r.testResults.flatMap((f) => {
        const file = path.relative(ROOT, f.name);
        const tests = f.assertionResults.filter((t) => t.status === 'failed');
        if (f.status === 'failed' && tests.length === 0) return [`${file}: ${firstLine(f.message)}`];
        return tests.map((t) => `${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }),
    };
  } catch {
    return undefined;
  }
}

/** The counts a goals step wrote (`{ passed, failed, skipped, failures }`); none when it wrote none. */
function readCounts(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const results = [];
let failedStep = false;
const unready = new Set();
/** Results of the `together` checks, started at once when the first of them comes up. */
let together;
const runsHere = (step) => !step.skipFor?.includes(suiteArg) && !(step.onlyWith && !process.env[step.onlyWith]) && !(step.when && !exists(step.when));
function startTogether() {
  const started = Date.now();
  const group = steps.filter((s) => s.together && runsHere(s));
  console.log(`\n━━ ${group.map((s) => s.name).join(', ')} (side by side) ━━`);
  return new Map(group.map((s) => [s, run(s.command, s.args, { quiet: true }).then((code) => ({ code, seconds: (Date.now() - started) / 1000 }))]));
}
for (const step of steps) {
  if (step.skipFor?.includes(suiteArg)) continue;
  if (step.onlyWith && !process.env[step.onlyWith]) continue;
  if (step.together && runsHere(step)) {
    together ??= startTogether();
    const { code, seconds } = await together.get(step);
    results.push({ step, status: code === 0 ? 'ok' : 'failed', seconds });
    if (code !== 0) failedStep = true;
    continue;
  }
  if (step.when && !exists(step.when)) {
    // The build is only there for the browser suite, whose own absence is the one failure.
    const required = requireAll && step.kind === 'vitest';
    results.push({ step, status: 'absent', required });
    if (required) failedStep = true;
    continue;
  }
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  if (step.kind === 'prepare') {
    try {
      await step.prepare();
      console.log('ready');
      results.push({ step, status: 'ok', seconds: (Date.now() - started) / 1000 });
    } catch (error) {
      console.error(`✗ ${error.message}`);
      results.push({
        step,
        status: 'failed',
        seconds: (Date.now() - started) / 1000,
        counts: { passed: 0, failed: 1, skipped: 0, failures: [`${step.name}: ${error.message}`] },
      });
      unready.add(step.name);
      failedStep = true;
    }
    continue;
  }
  // A suite whose prerequisites are missing is not run: its absence is already counted as a failure.
  if (step.needs?.some((name) => unready.has(name))) {
    results.push({ step, status: 'not run' });
    continue;
  }
  if (step.kind === 'check') {
    const code = await run(step.command, step.args);
    results.push({ step, status: code === 0 ? 'ok' : 'failed', seconds: (Date.now() - started) / 1000 });
    if (code !== 0) failedStep = true;
    // The browser suite cannot test an app that did not build.
    if (code !== 0 && step.name === 'build') break;
    continue;
  }
  const report = path.join(tmp, `${results.length}.json`);
  if (step.kind === 'goals') {
    // Each goal that fails the run counts as one test; a run that wrote no counts is one failure.
    const code = await run(step.command, [...step.args, `--counts=${report}`], { timeoutMs: step.timeoutMs });
    const counts = readCounts(report) ?? { passed: 0, failed: 0, skipped: 0, failures: [] };
    // A run that ended badly with no missed goal of its own (it crashed, or crashed after counting) is one failure.
    if (code !== 0 && counts.failed === 0) {
      counts.failed = 1;
      counts.failures = [`${step.name}: exit ${code}`];
    }
    const status = counts.failed === 0 ? 'ok' : 'failed';
    results.push({ step, status, counts, code, seconds: (Date.now() - started) / 1000 });
    if (status !== 'ok') failedStep = true;
    continue;
  }
  const code = await run(bin('vitest'), ['run', ...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const counts = readReport(report) ?? { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
  // A file that does not load, or a run that fails with no failing test, each count as one failure.
  const unexplained = code !== 0 && counts.failed + counts.brokenFiles === 0 ? 1 : 0;
  const failures = counts.failed + counts.brokenFiles + unexplained;
  const status = code === 0 && failures === 0 ? 'ok' : counts.failed === failures ? 'failed' : 'crashed';
  results.push({ step, status, counts: { ...counts, failed: failures }, code, seconds: (Date.now() - started) / 1000 });
  if (status !== 'ok') failedStep = true;
}

// A failed check counts as one failure, so the closing line never reads "0 failed" for a run that failed.
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ summary ━━');
for (const r of results) {
  const c = r.counts ?? { passed: 0, failed: 0, skipped: 0 };
  total.passed += c.passed;
  total.skipped += c.skipped;
  total.failed += c.failed + ((r.step.kind === 'check' && r.status === 'failed') || r.required ? 1 : 0);
  const time = r.seconds === undefined ? '' : `  ${r.seconds.toFixed(1)} s`;
  const detail =
    r.status === 'absent'
      ? `not present (${r.step.when})${r.required ? ': required, so failed' : ''}`
      : r.status === 'not run'
        ? 'not run: its prerequisites are missing'
        : r.step.kind === 'check' || r.step.kind === 'prepare'
          ? r.status
          : `${r.status}: passed ${c.passed} · failed ${c.failed}${c.skipped ? ` · skipped ${c.skipped}` : ''}${r.status === 'crashed' ? ` · exit ${r.code}` : ''}`;
  console.log(`  ${r.step.name.padEnd(18)} ${detail}${time}`);
  for (const failure of c.failures ?? []) console.log(`    ✗ ${failure}`);
}
if (total.passed + total.failed === 0) console.log('  no test ran: that is a failure');

const ok = !failedStep && total.failed === 0 && total.passed > 0;
if (process.env.QUAD_TEST_COUNTS) fs.writeFileSync(process.env.QUAD_TEST_COUNTS, JSON.stringify({ ...total, ok }));
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
