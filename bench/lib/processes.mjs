// Servers under test run as child processes of the bench, never in it, so the load generator and
// the server do not share one event loop. Every child is stopped when the bench ends, however it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** A port nobody listens on right now, on the loopback address. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts `node <args>` with its output in `logFile`; resolves once `readyUrl` answers 200. */
export async function startNode(args, { env, logFile, readyUrl, timeoutMs = 60_000 }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  children.add(child);
  let exited = false;
  child.on('exit', () => {
    exited = true;
    children.delete(child);
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer ${readyUrl} within ${timeoutMs / 1000} s; see ${logFile}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MB, now (`VmRSS`) and at its peak (`VmHWM`), from /proc. */
export function memoryMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Samples a process's resident memory every `everyMs` until `stop()`, which answers the largest
 * sample, in MB: the memory it needs under load, without its start-up (seeding, migrations) in it.
 */
export function sampleMemory(pid, everyMs = 250) {
  let largest = memoryMb(pid).rss;
  const timer = setInterval(() => {
    largest = Math.max(largest, memoryMb(pid).rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(largest, memoryMb(pid).rss);
    },
  };
}
