import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TReceived {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A local webhook receiver for tests: records every request and answers each path with the
 * statuses queued for it (then 200).
 */
export async function startReceiver() {
  const received: TReceived[] = [];
  const scripted: Record<string, number[]> = {};
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, at: Date.now() });
      res.writeHead(scripted[path]?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers the next requests to `path` with these statuses. */
    script: (path: string, statuses: number[]) => void (scripted[path] = [...statuses]),
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a truthy value (or fails after `timeoutMs`). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<Exclude<T, false | undefined | null>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | undefined | null>;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
