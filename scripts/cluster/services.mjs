// What the cluster's instances share besides the database: a Redis of its own and the S3 fake,
// each a child process on a loopback port that ends with the cluster.
import path from 'node:path';
import { freePort, startProcess } from '../../bench/lib/processes.mjs';
import { ROOT } from '../../bench/lib/quad-server.mjs';
import { answers } from '../lib/prerequisites.mjs';

const S3RVER = path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js');
export const BUCKET = 'quad';

/**
 * A redis-server that keeps nothing on disk, so restarting it (the bench does) loses only counters
 * and never disturbs the machine's own Redis. `restart()` stops it and starts it on the same port.
 */
export async function startRedis(runDir) {
  const port = await freePort();
  const start = () =>
    startProcess('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
      logFile: path.join(runDir, 'redis.log'),
      ready: () => answers('127.0.0.1', port, 250),
      what: `127.0.0.1:${port}`,
    });
  let server = await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await server.stop();
      server = await start();
    },
    stop: () => server.stop(),
  };
}

/** s3rver over a folder of the run, with the bucket made at start; its own fixed key pair. */
export async function startS3(runDir) {
  const port = await freePort();
  const args = [S3RVER, '--directory', path.join(runDir, 's3'), '--address', '127.0.0.1', '--port', String(port), '--silent', '--configure-bucket', BUCKET];
  const server = await startProcess(process.execPath, args, {
    logFile: path.join(runDir, 's3rver.log'),
    ready: () => answers('127.0.0.1', port, 250),
    what: `127.0.0.1:${port}`,
  });
  const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  return { env, stop: () => server.stop() };
}
