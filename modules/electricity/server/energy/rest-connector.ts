import { createHmac } from 'node:crypto';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import {
  EnergyError,
  type TEnergyBuilding,
  type TEnergyPurchase,
  type TEnergyRoom,
  type TEnergySystem,
  type TMeterReading,
} from './system';

/**
 * The generic REST protocol a school's energy system (or a small gateway in front of it) speaks to Quad.
 *
 * Requests go to `<baseUrl><path>`; every one carries
 *   X-Energy-App:        the site's app id
 *   X-Energy-Timestamp:  Unix seconds (the system refuses ones more than 5 minutes off)
 *   X-Energy-Signature:  hex HMAC-SHA256, keyed with the site's secret, of
 *                        `<METHOD>\n<path with query>\n<timestamp>\n<body>` (body '' for GET)
 * POST bodies are JSON (`content-type: application/json`). Every answer is JSON
 * `{ "code": 0, "data": … }`, or `{ "code": <non-zero>, "message": "…" }` when refused (HTTP 200 or 4xx);
 * HTTP 5xx means the system is unwell and the request may be tried again.
 *
 *   GET  /buildings                  → [{ id, name, campus }]
 *   GET  /buildings/<id>/rooms       → [{ id, name, floor }]
 *   GET  /rooms/<id>/meter           → { remainingKwh, balanceFen?, pricePerKwhFen, state: "on"|"off", readAt }
 *   POST /purchases { requestNo, roomId, amountFen }
 *                                    → { requestNo, state: "credited", kwh }
 *        the same requestNo again answers the first purchase and credits nothing more
 *   GET  /purchases/<requestNo>      → { requestNo, state: "credited"|"unknown", kwh }
 *
 * Ids are opaque strings; amounts are integer fen, energy kWh (two decimals), times Unix seconds.
 */

export interface TRestEnergyConfig {
  baseUrl: string;
  appId: string;
  secret: string;
}

/** Answers are short lists and small objects; a building of a few hundred rooms fits well within this. */
const MAX_ANSWER_BYTES = 512 * 1024;

export function energySignature(secret: string, method: string, path: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${body}`).digest('hex');
}

export function restEnergySystem(config: TRestEnergyConfig, outbound: TOutbound, timeoutMs: number): TEnergySystem {
  const base = config.baseUrl.replace(/\/+$/, '');
  const basePath = new URL(base).pathname.replace(/\/+$/, '');

  async function ask<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      'x-energy-app': config.appId,
      'x-energy-timestamp': timestamp,
      'x-energy-signature': energySignature(config.secret, method, `${basePath}${path}`, timestamp, body),
    };
    if (payload) headers['content-type'] = 'application/json';
    let status: number;
    let answer: { code?: unknown; message?: unknown; data?: unknown };
    try {
      const response = await outbound.request(`${base}${path}`, {
        method,
        headers,
        body: body || undefined,
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
      status = response.status;
      answer = JSON.parse(response.body.toString('utf8')) as typeof answer;
    } catch (error) {
      throw new EnergyError('unreachable', error instanceof Error ? error.message : String(error));
    }
    if (status >= 500) throw new EnergyError('unreachable', `HTTP ${status}`);
    if (answer?.code !== 0) throw new EnergyError('refused', `${String(answer?.code)} ${String(answer?.message ?? '')}`);
    return answer.data as T;
  }

  const id = (value: string) => encodeURIComponent(value);
  return {
    buildings: () => ask<TEnergyBuilding[]>('GET', '/buildings'),
    rooms: (buildingId) => ask<TEnergyRoom[]>('GET', `/buildings/${id(buildingId)}/rooms`),
    meter: (roomId) => ask<TMeterReading>('GET', `/rooms/${id(roomId)}/meter`),
    purchase: (roomId, requestNo, amountFen) => ask<TEnergyPurchase>('POST', '/purchases', { requestNo, roomId, amountFen }),
    purchaseStatus: (requestNo) => ask<TEnergyPurchase>('GET', `/purchases/${id(requestNo)}`),
  };
}
