import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { TCard, TCardLine } from '../../contract';
import { cardSignature, type TRestCardConfig } from './rest-connector';

/**
 * A local card system speaking the generic REST protocol (rest-connector.ts): it checks each
 * request's signature and timestamp, keeps its cards, lines and top-ups in memory, and credits a
 * top-up once per request number. Knobs let tests break it: `failNext(n)` answers the next n requests
 * with a 503, `down()` drops every connection until `up()`. Used by tests.
 */
export interface TRestCardFake {
  /** The settings that point the REST connector here. */
  config: TRestCardConfig;
  addCard(number: string, holder: string, balanceFen: number): void;
  cardOf(number: string): (TCard & { lines: TCardLine[] }) | undefined;
  /** Top-up requests credited, by request number (a repeat is not counted again). */
  credited: Map<string, { number: string; amountFen: number; at: number }>;
  /** Requests refused for their signature or timestamp. */
  badSignatures: number;
  failNext(n: number): void;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const SKEW_S = 300;
const BEIJING_OFFSET_S = 8 * 3600;

export async function startRestCardFake(keys = { appId: 'card-app', secret: 'card-secret' }): Promise<TRestCardFake> {
  const cards = new Map<string, TCard & { lines: TCardLine[] }>();
  let failing = 0;
  let isDown = false;
  let lineSeq = 0;

  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: http.ServerResponse, data: unknown) => send(res, 200, { code: 0, data });
  const no = (res: http.ServerResponse, code: number, message: string) => send(res, 200, { code, message });
  const publicCard = ({ lines: _, ...card }: TCard & { lines: TCardLine[] }): TCard => card;

  function signed(req: http.IncomingMessage, body: string): boolean {
    const timestamp = String(req.headers['x-card-timestamp'] ?? '');
    const given = Buffer.from(String(req.headers['x-card-signature'] ?? ''));
    const expected = Buffer.from(cardSignature(keys.secret, req.method ?? '', req.url ?? '', timestamp, body));
    const fresh = Math.abs(Number(timestamp) - Date.now() / 1000) <= SKEW_S;
    return req.headers['x-card-app'] === keys.appId && fresh && given.length === expected.length && timingSafeEqual(given, expected);
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    if (!signed(req, body)) {
      fake.badSignatures++;
      return no(res, 401, '签名无效');
    }
    if (failing > 0) {
      failing--;
      res.writeHead(503).end('busy');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (parts[0] === 'cards') {
      const card = cards.get(parts[1] ?? '');
      if (!card) return no(res, 404, '校园卡不存在');
      if (parts.length === 2) return ok(res, publicCard(card));
      if (parts[2] === 'transactions') {
        const [from, to, page, size] = ['from', 'to', 'page', 'size'].map((k) => Number(url.searchParams.get(k)));
        const within = card.lines.filter((l) => l.at >= from! && l.at <= to!);
        return ok(res, { total: within.length, lines: within.slice((page! - 1) * size!, page! * size!) });
      }
      if (parts[2] === 'loss' && req.method === 'POST') {
        if (card.status === 'frozen') return no(res, 409, '校园卡已冻结，请到卡务中心办理');
        card.status = parts[3] === 'undo' ? 'normal' : 'lost';
        return ok(res, publicCard(card));
      }
    }
    if (parts[0] === 'topups' && req.method === 'POST') {
      const requestNo = String(input.requestNo ?? '');
      if (!fake.credited.has(requestNo)) {
        const card = cards.get(String(input.number ?? ''));
        if (!card) return no(res, 404, '校园卡不存在');
        const amountFen = Number(input.amountFen);
        const at = Math.floor(Date.now() / 1000);
        card.balanceFen += amountFen;
        card.lines.unshift({ id: `l${++lineSeq}`, at, amountFen, balanceFen: card.balanceFen, place: '网上充值', kind: '充值' });
        fake.credited.set(requestNo, { number: card.number, amountFen, at });
      }
      return ok(res, { state: 'credited' });
    }
    if (parts[0] === 'topups' && parts[1]) return ok(res, { state: fake.credited.has(parts[1]) ? 'credited' : 'unknown' });
    if (parts[0] === 'statements' && parts[1]) {
      const day = parts[1];
      const lines = [...fake.credited]
        .filter(([, t]) => new Date((t.at + BEIJING_OFFSET_S) * 1000).toISOString().slice(0, 10) === day)
        .map(([requestNo, t]) => ({ requestNo, ...t }));
      return ok(res, { lines });
    }
    no(res, 404, '接口不存在');
  }

  const server = http.createServer((req, res) => {
    if (isDown) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: TRestCardFake = {
    config: { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...keys },
    addCard: (number, holder, balanceFen) => void cards.set(number, { number, holder, balanceFen, status: 'normal', lines: [] }),
    cardOf: (number) => cards.get(number),
    credited: new Map(),
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
