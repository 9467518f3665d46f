// Bench output: a plain-text table for people and a JSON file under bench/results/ for comparisons.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/** `columns`: [{ title, value: (row) => string | number }]; numbers are right-aligned. */
export function printTable(rows, columns) {
  const cells = rows.map((row) => columns.map((c) => String(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(columns.map((c) => c.title)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

/** The columns of a table of measured loads `{ name, r }`, `r` as `measure` (load.mjs) answers it. */
export const LOAD_COLUMNS = [
  { title: 'scenario', value: (x) => x.name },
  { title: 'req/s', value: (x) => fixed(x.r.rps) },
  { title: 'p50 ms', value: (x) => fixed(x.r.p50, 1) },
  { title: 'p99 ms', value: (x) => fixed(x.r.p99, 1) },
  { title: 'requests', value: (x) => x.r.requests },
  { title: 'bad answers', value: (x) => x.r.bad },
];

/**
 * Writes `data` with the machine it ran on to bench/results/<name>.json (the latest run, what
 * comparisons read) and keeps a copy of every run in bench/results/history/; answers the first path.
 */
export function writeResults(name, data) {
  const date = new Date().toISOString();
  const machine = { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg() };
  const text = `${JSON.stringify({ date, machine, ...data }, null, 2)}\n`;
  fs.mkdirSync(path.join(RESULTS_DIR, 'history'), { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(RESULTS_DIR, 'history', `${name}-${date.replace(/[:.]/g, '-')}.json`), text);
  return file;
}

/** Other work on the machine skews every number: says so before a bench starts. */
export function warnIfBusy() {
  const [oneMinute] = os.loadavg();
  if (oneMinute > 0.5) console.log(`note: load average ${oneMinute.toFixed(1)} before the bench: other work is running, numbers will be noisy`);
}

export const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
