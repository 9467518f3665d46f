// An open-loop load: requests sent at a steady rate whether or not earlier ones were answered, as
// a payment provider's notifications arrive. autocannon's `overallRate` sends each second's quota in
// a burst at the second's start, which measures the burst, not the rate.
import http from 'node:http';

/** How often the sender looks at the clock: each look sends what fell due since the last. */
const TICK_MS = 2;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * POSTs each of `bodies` (`{ headers, body }`) to `url`, `rate` a second, over at most `connections`
 * kept-alive sockets. A request's latency counts from when it fell due, so time spent waiting for a
 * free socket is counted too (no coordinated omission). `accept(status, text)` says whether an answer
 * is right. Answers requests/s, p50 and p99 in ms, and how many answers were wrong.
 */
export async function offerAtRate(url, bodies, { rate, connections, accept }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let wrong = 0;
  const send = (request, due) =>
    new Promise((resolve) => {
      const req = http.request(url, { method: 'POST', agent, headers: request.headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (!accept(res.statusCode, Buffer.concat(chunks).toString('utf8'))) wrong++;
          resolve();
        });
      });
      req.on('error', () => {
        wrong++;
        resolve();
      });
      req.end(request.body);
    });

  const started = performance.now();
  const pending = [];
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const dueCount = Math.min(bodies.length, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; next < dueCount; next++) pending.push(send(bodies[next], started + (next / rate) * 1000));
      if (next < bodies.length) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: bodies.length, rps: bodies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), wrong };
}
