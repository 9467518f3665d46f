// The pieces of `npm run cluster` put together: PostgreSQL (its own database), a Redis and the S3
// fake of its own, N instances of the built server on loopback ports, and nginx in front of them.
// The bench drives the same cluster, killing and restarting its parts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNode, startProcess } from '../../bench/lib/processes.mjs';
import { SERVER_BUNDLE } from '../../bench/lib/quad-server.mjs';
import { ensureNginx, ensurePostgres } from '../lib/prerequisites.mjs';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../lib/server-memory.mjs';
import { nginxConfig } from './nginx-config.mjs';
import { startRedis, startS3 } from './services.mjs';

export const CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/quad_cluster_demo';

/**
 * Starts everything and answers `{ origin, instances, redis, databaseUrl, runDir, stop() }`; each
 * instance can be `kill`ed (a signal, not waited for), `stop`ped and `start`ed again on its port.
 * `soloFront` adds `soloOrigin`: nginx in front of the first instance only.
 */
export async function startCluster({ instances: count = 3, port, databaseUrl = CLUSTER_DATABASE_URL, soloFront = false }) {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build`);
  const nginx = ensureNginx();
  await ensurePostgres(databaseUrl);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-cluster-'));
  const parts = [];
  // nginx first, so no request reaches an instance that is going.
  const stopParts = async () => {
    for (const part of parts.toReversed()) await part.stop();
  };
  const stop = async () => {
    await stopParts();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis(runDir);
    parts.push(redis);
    const s3 = await startS3(runDir);
    parts.push(s3);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '1',
      ...SERVER_MALLOC_ENV,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...s3.env,
      DATA_DIR: path.join(runDir, 'data'),
      // Only nginx, on this address, is believed about the client's address and scheme.
      TRUST_PROXY: '127.0.0.1',
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const instances = ports.map((p, i) => instance(env, p, path.join(runDir, `instance-${i + 1}.log`)));
    parts.push({ stop: () => Promise.all(instances.map((x) => x.stop())) });
    // The first runs the migrations and seeds the demo sites alone; the others then find them done.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((x) => x.start()));
    const listen = port ?? (await freePort());
    const fronts = [{ name: 'quad', listen, ports }];
    // The bench compares the instances' reads with those of the first alone, all of them warm and running.
    if (soloFront) fronts.push({ name: 'first_alone', listen: await freePort(), ports: ports.slice(0, 1) });
    const conf = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig({ runDir, fronts }));
    const origin = `http://127.0.0.1:${listen}`;
    parts.push(
      await startProcess(nginx, ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'nginx-error.log')], {
        logFile: path.join(runDir, 'nginx.log'),
        ready: () => fetch(`${origin}/healthz`).then((r) => r.ok),
        what: `${origin}/healthz`,
      }),
    );
    const soloOrigin = soloFront ? `http://127.0.0.1:${fronts[1].listen}` : undefined;
    return { origin, soloOrigin, port: listen, instances, redis, databaseUrl, runDir, stop };
  } catch (error) {
    // The run folder stays: the error names the log to read there.
    await stopParts();
    throw error;
  }
}

/** One instance of the built server on its own port, started (again) by `start()`. */
function instance(env, port, logFile) {
  let server;
  return {
    port,
    async start() {
      server = await startNode([...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
        env: { ...env, PORT: String(port) },
        logFile,
        readyUrl: `http://127.0.0.1:${port}/readyz`,
      });
    },
    kill: (signal) => server?.kill(signal),
    exited: () => server?.exited,
    stop: async () => server?.stop(),
  };
}
