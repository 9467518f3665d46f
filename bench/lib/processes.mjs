// Servers under test run as child processes of the bench, never in it, so the load generator and
// the server do not share one event loop. Every child is stopped when the bench ends, however it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
let interrupted = () => process.exit(130);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => interrupted());

/** What Ctrl-C does instead of ending at once: a long-running script stops its children gently, then exits. */
export function onInterrupt(stopGently) {
  interrupted = () => {
    interrupted = () => {};
    stopGently()
      .catch((error) => console.error(error))
      .finally(() => process.exit(130));
  };
}

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
export function startNode(args, { env, logFile, readyUrl, timeoutMs }) {
  const answers200 = () => fetch(readyUrl).then((r) => r.ok);
  return startProcess(process.execPath, args, { env, logFile, ready: answers200, what: readyUrl, timeoutMs });
}

/**
 * Starts `command <args>` with its output in `logFile`; resolves once `ready()` resolves true (it
 * may throw while the process is not listening yet). `kill(signal)` ends it without waiting,
 * `stop()` asks it to end (SIGTERM) and waits, forcing it after 10 s; `exited` resolves when it is gone.
 */
export async function startProcess(command, args, { env = process.env, logFile, ready, what, timeoutMs = 60_000 }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  children.add(child);
  let gone = false;
  // A command that cannot start (not on PATH) emits 'error' and never 'exit': unheard, it would crash the script.
  let failedToStart;
  const exited = new Promise((resolve) => {
    const end = () => {
      gone = true;
      children.delete(child);
      resolve();
    };
    child.on('exit', end);
    child.on('error', (error) => {
      if (child.pid !== undefined) return console.error(`${command}: ${error.message}`);
      failedToStart = error;
      end();
    });
  });
  const name = `${command} ${args.join(' ')}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failedToStart) throw new Error(`${name} did not start: ${failedToStart.message}`);
    if (gone) throw new Error(`${name} exited before answering; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${what} within ${timeoutMs / 1000} s; see ${logFile}`);
    if (await ready().catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    exited,
    kill: (signal) => void (gone || child.kill(signal)),
    async stop() {
      if (gone) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
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
/**
 * CPU time a process has used, user and system, in milliseconds (all its threads: GC helpers too).
 * Per request it is a steadier figure than a rate on a 2-core machine, where the load generator
 * takes what the server leaves.
 */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return { user: Number(fields[11]) * tick, system: Number(fields[12]) * tick };
}

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
