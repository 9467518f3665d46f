import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { energySignature, type TRestEnergyConfig } from './rest-connector';
import { roundKwh, type TEnergyBuilding, type TEnergyPurchase, type TEnergyRoom, type TMeterReading } from './system';

/**
 * A local stand-in for a school's energy system speaking the REST protocol (`rest-connector.ts`): it
 * checks every signature with its secret, keeps two buildings and their meters in memory, credits
 * purchases once per request number, and can fail or go down on demand. Used by tests.
 */
export interface TRestEnergyFake {
  /** The settings that point a site here (`energySystem`). */
  config: TRestEnergyConfig & { kind: 'rest' };
  meters: Map<string, TMeterReading>;
  /** Purchases credited, by request number. */
  purchases: Map<string, TEnergyPurchase & { roomId: string; amountFen: number }>;
  /** Requests refused for their signature. */
  badSignatures: number;
  /** Answers the next `n` requests with HTTP 500. */
  failNext(n: number): void;
  /** Drops every connection unanswered until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const PRICE_FEN = 60;
const SKEW_S = 300;
const BUILDINGS: TEnergyBuilding[] = [
  { id: 'N1', name: '北苑1栋', campus: '北校区' },
  { id: 'N2', name: '北苑2栋', campus: '北校区' },
];
const ROOMS: Record<string, TEnergyRoom[]> = {
  N1: [
    { id: 'N1-101', name: '101', floor: 1 },
    { id: 'N1-102', name: '102', floor: 1 },
    { id: 'N1-201', name: '201', floor: 2 },
  ],
  N2: [{ id: 'N2-101', name: '101', floor: 1 }],
};

export async function startRestEnergyFake(keys = { appId: 'quad-test', secret: 'energy-fake-secret' }): Promise<TRestEnergyFake> {
  let failing = 0;
  let isDown = false;
  const meters = new Map<string, TMeterReading>(
    Object.values(ROOMS)
      .flat()
      .map((r, i) => [r.id, { remainingKwh: i === 0 ? 0 : 20 + i, pricePerKwhFen: PRICE_FEN, state: i === 0 ? 'off' : 'on', readAt: 0 }]),
  );
  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: http.ServerResponse, data: unknown) => send(res, 200, { code: 0, data });

  function route(method: string, path: string, body: string, res: http.ServerResponse): void {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/buildings') return ok(res, BUILDINGS);
    if (method === 'GET' && (m = /^\/buildings\/([^/]+)\/rooms$/.exec(path))) {
      const rooms = ROOMS[decodeURIComponent(m[1]!)];
      return rooms ? ok(res, rooms) : send(res, 404, { code: 40401, message: '楼栋不存在' });
    }
    if (method === 'GET' && (m = /^\/rooms\/([^/]+)\/meter$/.exec(path))) {
      const meter = meters.get(decodeURIComponent(m[1]!));
      return meter ? ok(res, { ...meter, readAt: Math.floor(Date.now() / 1000) }) : send(res, 404, { code: 40402, message: '房间不存在' });
    }
    if (method === 'GET' && (m = /^\/purchases\/([^/]+)$/.exec(path))) {
      const requestNo = decodeURIComponent(m[1]!);
      const done = fake.purchases.get(requestNo);
      return ok(res, done ? { requestNo, state: 'credited', kwh: done.kwh } : { requestNo, state: 'unknown', kwh: 0 });
    }
    if (method === 'POST' && path === '/purchases') {
      const { requestNo, roomId, amountFen } = JSON.parse(body) as { requestNo: string; roomId: string; amountFen: number };
      const earlier = fake.purchases.get(requestNo);
      if (earlier) return ok(res, { requestNo, state: 'credited', kwh: earlier.kwh });
      const meter = meters.get(roomId);
      if (!meter) return send(res, 404, { code: 40402, message: '房间不存在' });
      const kwh = roundKwh(amountFen / meter.pricePerKwhFen);
      meter.remainingKwh = roundKwh(meter.remainingKwh + kwh);
      meter.state = meter.remainingKwh > 0 ? 'on' : 'off';
      fake.purchases.set(requestNo, { requestNo, state: 'credited', kwh, roomId, amountFen });
      return ok(res, { requestNo, state: 'credited', kwh });
    }
    send(res, 404, { code: 40400, message: 'not found' });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (isDown) return void req.socket.destroy();
      if (failing > 0) {
        failing--;
        return send(res, 500, { code: 500, message: 'internal error' });
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const timestamp = String(req.headers['x-energy-timestamp'] ?? '');
      const expected = energySignature(keys.secret, req.method ?? '', path, timestamp, body);
      if (req.headers['x-energy-app'] !== keys.appId || req.headers['x-energy-signature'] !== expected) {
        fake.badSignatures++;
        return send(res, 401, { code: 40100, message: '签名错误' });
      }
      if (Math.abs(Number(timestamp) - Date.now() / 1000) > SKEW_S) return send(res, 401, { code: 40101, message: '时间戳过期' });
      route(req.method ?? '', path, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: TRestEnergyFake = {
    config: { kind: 'rest', baseUrl, ...keys },
    meters,
    purchases: new Map(),
    badSignatures: 0,
    failNext: (n) => void (failing = n),
    down: () => void (isDown = true),
    up: () => void (isDown = false),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
