import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local 教务 API for the connector tests: answers `{ code: 0, msg, data: { list, total } }` like the
 * usual school systems, pages the way the `mode` says, and breaks the way `behaviour` says.
 *
 * page    `pageNum` (from 1) and `pageSize`
 * offset  `offset` and `limit`
 * cursor  `cursor` (absent on the first request); the next one at `data.nextCursor`, none on the last page
 * none    every row at once
 *
 * Parameters come from the query string (GET) or a JSON body (POST). `pageSize` is the most rows the
 * system gives per request whatever is asked, as real systems cap it.
 */
export type TFakeBehaviour =
  | 'ok'
  /** An HTML maintenance page with status 200. */
  | 'garbage'
  /** The right answer, `delayMs` late. */
  | 'slow'
  | 'http500'
  /** Headers and half a body, then nothing. */
  | 'hang'
  /** `{ code: 40001, msg: '令牌已过期' }`. */
  | 'refuse'
  /** A full page and a fresh cursor on every request, forever. */
  | 'endless'
  /** Every row as a bare JSON array, as the simplest APIs answer. */
  | 'bare';

export interface TFakeSchoolOptions {
  rows: Record<string, unknown>[];
  mode: 'none' | 'page' | 'offset' | 'cursor';
  pageSize?: number;
  behaviour?: TFakeBehaviour;
  delayMs?: number;
  /** Requests answered well before `behaviour` starts, so a failure can come on a later page. */
  goodRequests?: number;
  /** When set, requests without `Authorization: Bearer <token>` get HTTP 401. */
  token?: string;
}

export interface TFakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface TFakeSchool {
  /** The list API's address, `http://127.0.0.1:<port>/api/students`. */
  url: string;
  requests: TFakeRequest[];
  stop(): Promise<void>;
}

const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
const offsetOf = (cursor: string | undefined) => (cursor ? Number(Buffer.from(cursor, 'base64url').toString().slice(2)) : 0);

function paramsOf(url: URL, body: string): Record<string, string> {
  const params = Object.fromEntries(url.searchParams);
  if (!body) return params;
  for (const [name, value] of Object.entries(JSON.parse(body) as Record<string, unknown>)) params[name] = String(value);
  return params;
}

/** The slice a request asks for and the next cursor, from the paging parameters of its mode. */
function sliceOf(options: TFakeSchoolOptions, params: Record<string, string>): { from: number; size: number; next?: string } {
  const cap = options.pageSize ?? 500;
  const asked = (name: string) => Math.min(Number(params[name] ?? cap), cap);
  const total = options.rows.length;
  switch (options.mode) {
    case 'none':
      return { from: 0, size: total };
    case 'page':
      return { from: (Number(params.pageNum ?? 1) - 1) * asked('pageSize'), size: asked('pageSize') };
    case 'offset':
      return { from: Number(params.offset ?? 0), size: asked('limit') };
    case 'cursor': {
      const from = offsetOf(params.cursor);
      return { from, size: cap, next: from + cap < total ? cursorOf(from + cap) : undefined };
    }
  }
}

export async function startFakeSchool(options: TFakeSchoolOptions): Promise<TFakeSchool> {
  const requests: TFakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function answer(req: http.IncomingMessage, res: http.ServerResponse, params: Record<string, string>): void {
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) return send(res, 401, { code: 401, msg: '未授权' });
    const behaviour = requests.length <= (options.goodRequests ?? 0) ? 'ok' : (options.behaviour ?? 'ok');
    if (behaviour === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<html><body>系统维护中</body></html>');
    }
    if (behaviour === 'bare') return send(res, 200, options.rows);
    if (behaviour === 'http500') return send(res, 500, { code: 500, msg: '服务器内部错误' });
    if (behaviour === 'refuse') return send(res, 200, { code: 40001, msg: '令牌已过期' });
    if (behaviour === 'hang') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.write('{"code":0,"data":{"list":[');
    }
    if (behaviour === 'endless') {
      const size = options.pageSize ?? 500;
      const list = Array.from({ length: size }, (_, i) => options.rows[i % options.rows.length]);
      return send(res, 200, { code: 0, msg: 'success', data: { list, total: size, nextCursor: cursorOf(requests.length * size) } });
    }
    const { from, size, next } = sliceOf(options, params);
    const data = { list: options.rows.slice(from, from + size), total: options.rows.length, ...(next ? { nextCursor: next } : {}) };
    if (behaviour === 'ok') return send(res, 200, { code: 0, msg: 'success', data });
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(res, 200, { code: 0, msg: 'success', data });
    }, options.delayMs ?? 1000);
    timers.add(timer);
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = paramsOf(url, body);
      requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
      answer(req, res, params);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/students`,
    requests,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      // Hanging and slow answers hold their sockets open: close them, or close() would wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
