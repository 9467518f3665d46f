import { z } from 'zod';
import { signedRestClient, type TSignedRestConfig, type TSignedRestProtocol } from '@quad/platform/server/connectors/signed-rest';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import type { TEnergySystem } from './system';

/**
 * The REST protocol a school's energy system (or a small gateway in front of it) speaks to Quad: the
 * house's signed REST protocol (`@quad/platform/server/connectors/signed-rest`) with headers
 * X-Energy-App, X-Energy-Timestamp and X-Energy-Signature, and these calls:
 *
 *   GET  /buildings                  → [{ id, name, campus }]
 *   GET  /buildings/<id>/rooms       → [{ id, name, floor }]
 *   GET  /rooms/<id>/meter           → { remainingKwh, balanceFen?, pricePerKwhFen, state: "on"|"off", readAt }
 *   POST /purchases { requestNo, roomId, amountFen }
 *                                    → { requestNo, state: "credited", kwh }
 *        the same requestNo again answers the first purchase and credits nothing more
 *   GET  /purchases/<requestNo>      → { requestNo, state: "credited"|"unknown", kwh }
 *   GET  /statements/<YYYY-MM-DD>    → { lines: [{ requestNo, roomId, amountFen, at }] }: purchases credited that Beijing day
 *
 * Ids are opaque strings; amounts are integer fen, energy kWh (two decimals), times Unix seconds.
 */

/** The energy system's dialect of the house protocol: short lists and small objects; a building of a few hundred rooms fits well within the cap. */
export const ENERGY_PROTOCOL: TSignedRestProtocol = { header: 'Energy', system: '电费系统', maxAnswerBytes: 512 * 1024 };

const ZBuilding = z.object({ id: z.string(), name: z.string(), campus: z.string() });
const ZRoom = z.object({ id: z.string(), name: z.string(), floor: z.number() });
const ZMeter = z.object({
  remainingKwh: z.number(),
  balanceFen: z.number().optional(),
  pricePerKwhFen: z.number(),
  state: z.enum(['on', 'off']),
  readAt: z.number(),
});
const ZPurchase = z.object({ requestNo: z.string(), state: z.enum(['credited', 'unknown']), kwh: z.number() });
const ZStatement = z.object({
  lines: z.array(z.object({ requestNo: z.string(), roomId: z.string(), amountFen: z.number(), at: z.number() })),
});

export function restEnergySystem(config: TSignedRestConfig, outbound: TOutbound, timeoutMs: number): TEnergySystem {
  const ask = signedRestClient(ENERGY_PROTOCOL, config, outbound, timeoutMs);
  const id = (value: string) => encodeURIComponent(value);
  return {
    buildings: () => ask(z.array(ZBuilding), 'GET', '/buildings'),
    rooms: (buildingId) => ask(z.array(ZRoom), 'GET', `/buildings/${id(buildingId)}/rooms`),
    meter: (roomId) => ask(ZMeter, 'GET', `/rooms/${id(roomId)}/meter`),
    purchase: (roomId, requestNo, amountFen) => ask(ZPurchase, 'POST', '/purchases', { requestNo, roomId, amountFen }),
    purchaseStatus: (requestNo) => ask(ZPurchase, 'GET', `/purchases/${id(requestNo)}`),
    statement: async (day) => (await ask(ZStatement, 'GET', `/statements/${id(day)}`)).lines,
  };
}
