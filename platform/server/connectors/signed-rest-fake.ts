import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { restSignature, type TSignedRestConfig, type TSignedRestProtocol } from './signed-rest';

/** What a fake's route answers: `ok(data)`, or a refusal with the system's code and message. */
export type TFakeAnswer = { data: unknown } | { code: number; message: string; status?: number };

export interface TFakeRequest {
  method: string;
  /** Path segments after the base, decoded: `/cards/2021%2F1/loss` → `['cards', '2021/1', 'loss']`. */
  parts: string[];
  query: URLSearchParams;
  /** The JSON body of a POST, `{}` for a GET. */
  input: Record<string, unknown>;
}

/** The knobs every fake of a school system has, so tests can break it the same way. */
export interface TSignedRestFake {
  config: TSignedRestConfig;
  /** Requests refused for their app, signature or timestamp. */
  badSignatures: number;
  /** Answers the next `n` requests with HTTP 503. */
  failNext(n: number): void;
  /** Drops every connection unanswered until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const SKEW_S = 300;
const jsonOf = (body: string): Record<string, unknown> | undefined => {
  try {
    return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    return undefined;
  }
};

export const fakeOk = (data: unknown): TFakeAnswer => ({ data });
export const fakeNo = (code: number, message: string): TFakeAnswer => ({ code, message });

/**
 * The server half of the signed REST protocol for tests: a local system on a free port that checks
 * every request's app, signature and timestamp exactly as a real one must, then hands it to the
 * fake's `route`.
 */
export async function startSignedRestFake(
  protocol: TSignedRestProtocol,
  keys: { appId: string; secret: string },
  route: (request: TFakeRequest) => TFakeAnswer,
): Promise<TSignedRestFake> {
  const prefix = `x-${protocol.header.toLowerCase()}`;
  let failing = 0;
  let isDown = false;
  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function signed(req: http.IncomingMessage, body: string): boolean {
    const timestamp = String(req.headers[`${prefix}-timestamp`] ?? '');
    const given = Buffer.from(String(req.headers[`${prefix}-signature`] ?? ''));
    const expected = Buffer.from(restSignature(keys.secret, req.method ?? '', req.url ?? '', timestamp, body));
    const fresh = Math.abs(Number(timestamp) - Date.now() / 1000) <= SKEW_S;
    return req.headers[`${prefix}-app`] === keys.appId && fresh && given.length === expected.length && timingSafeEqual(given, expected);
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    if (!signed(req, body)) {
      fake.badSignatures++;
      return send(res, 401, { code: 401, message: '签名无效' });
    }
    if (failing > 0) {
      failing--;
      return send(res, 503, { code: 503, message: 'busy' });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const basePath = new URL(fake.config.baseUrl).pathname.replace(/\/$/, '');
    const parts = url.pathname.slice(basePath.length).split('/').filter(Boolean).map(decodeURIComponent);
    const input = jsonOf(body);
    if (!input) return send(res, 400, { code: 400, message: 'bad json' });
    const answer = route({ method: req.method ?? 'GET', parts, query: url.searchParams, input });
    if ('data' in answer) return send(res, 200, { code: 0, data: answer.data });
    send(res, answer.status ?? 200, { code: answer.code, message: answer.message });
  }

  const server = http.createServer((req, res) => {
    if (isDown) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => (isDown ? req.socket.destroy() : handle(req, res, Buffer.concat(chunks).toString('utf8'))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: TSignedRestFake = {
    config: { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...keys },
    badSignatures: 0,
    failNext: (n) => void (failing = n),
    down: () => void (isDown = true),
    up: () => void (isDown = false),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
