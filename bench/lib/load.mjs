// Load from the bench process with autocannon: a fixed number of keep-alive connections for a fixed
// time, after a short warm-up whose numbers are thrown away (JIT, caches, connection set-up).
import autocannon from 'autocannon';
import { cpuMs } from './processes.mjs';

export const DEFAULT_LOAD = { connections: 10, seconds: 5, warmupSeconds: 1 };

const fire = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Runs one request shape `{ method, path, headers, body, bodies? }` against `origin`; with `bodies`,
 * requests take them in turn (sign-ins by many people). When `expectBody` is given, every answer must
 * be exactly that text: a bench that measured error answers is no bench. With `serverPid`, the answer
 * also says how much CPU that process spent per request while measured (`cpuUs`: user, system).
 */
export async function measure(origin, request, { connections, seconds, warmupSeconds } = DEFAULT_LOAD, expectBody, serverPid) {
  let turn = 0;
  // autocannon checks `expectBody` only for a single request shape; taking turns, the answers are checked here.
  let mismatches = 0;
  const turns = request.bodies && {
    requests: [
      {
        setupRequest: (sent) => ({ ...sent, body: request.bodies[turn++ % request.bodies.length] }),
        onResponse: (_status, body) => void (expectBody !== undefined && body !== expectBody && mismatches++),
      },
    ],
  };
  const options = {
    url: origin + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    ...(turns ?? { expectBody }),
  };
  if (warmupSeconds > 0) await fire({ ...options, duration: warmupSeconds });
  mismatches = 0;
  const before = serverPid && cpuMs(serverPid);
  const r = await fire({ ...options, duration: seconds });
  const after = serverPid && cpuMs(serverPid);
  const perRequest = (ms) => (1000 * ms) / Math.max(1, r.requests.total);
  return {
    ...(before ? { cpuUs: { user: perRequest(after.user - before.user), system: perRequest(after.system - before.system) } } : {}),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // Anything but the expected answer: transport errors, time-outs, non-2xx, other bodies.
    bad: r.errors + r.timeouts + r.non2xx + (r.mismatches ?? 0) + mismatches,
  };
}
