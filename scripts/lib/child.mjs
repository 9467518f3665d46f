// Child processes for the repo's scripts: output streamed, whole process group stopped on a time-out
// or when this script is interrupted, so no test server or browser outlives the run.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A package's command from the root node_modules, run directly: `npx` would add npm's own start-up and warnings. */
export const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command to its end with inherited output, or with `quiet` its output kept and printed in one
 * block when it ends (commands run side by side do not interleave). Resolves with its exit code (a
 * signal or a time-out counts as failure); rejects only when it cannot start at all.
 */
export function run(command, args, { env = process.env, timeoutMs = 30 * 60_000, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    // Its own process group, so a time-out also ends the servers and browsers it started.
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'], detached: true });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', () => kept.length && process.stdout.write(Buffer.concat(kept)));
    running.add(child);
    const timer = setTimeout(() => {
      console.error(`\n✗ ${path.basename(command)} ${args.join(' ')}: still running after ${timeoutMs / 60_000} min, stopped`);
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      // Leftovers of the group (a server a test forgot to close) must not hold the next suite's ports.
      killGroup(child, 'SIGKILL');
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}
