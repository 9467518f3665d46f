import {
  fakeNo,
  fakeOk,
  startSignedRestFake,
  type TFakeAnswer,
  type TFakeRequest,
  type TSignedRestFake,
} from '@quad/platform/server/connectors/signed-rest-fake';
import { beijingDayRange } from '@quad/ledger-engine/server';
import type { TSignedRestConfig } from '@quad/platform/server/connectors/signed-rest';
import { ENERGY_PROTOCOL } from './rest-connector';
import { roundKwh, type TEnergyBuilding, type TEnergyPurchase, type TEnergyRoom, type TMeterReading } from './system';

/**
 * A local stand-in for a school's energy system speaking its REST protocol (`rest-connector.ts`) on
 * the house's signed fake (signatures checked, `failNext`, `down`/`up`): it keeps two buildings and
 * their meters in memory and credits purchases once per request number. Used by tests.
 */
export interface TRestEnergyFake extends TSignedRestFake {
  /** The settings that point a site here (`energySystem`). */
  config: TSignedRestConfig & { kind: 'rest' };
  meters: Map<string, TMeterReading>;
  /** Purchases credited, by request number, with when (`at`, Unix seconds): the statement lists them by Beijing day. */
  purchases: Map<string, TEnergyPurchase & { roomId: string; amountFen: number; at: number }>;
}

const PRICE_FEN = 60;
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
  const meters = new Map<string, TMeterReading>(
    Object.values(ROOMS)
      .flat()
      .map((r, i) => [r.id, { remainingKwh: i === 0 ? 0 : 20 + i, pricePerKwhFen: PRICE_FEN, state: i === 0 ? 'off' : 'on', readAt: 0 }]),
  );
  const purchases: TRestEnergyFake['purchases'] = new Map();

  function route({ method, parts, input }: TFakeRequest): TFakeAnswer {
    const [what, id, sub] = parts;
    if (method === 'GET' && what === 'buildings' && !id) return fakeOk(BUILDINGS);
    if (method === 'GET' && what === 'buildings' && sub === 'rooms') {
      const rooms = ROOMS[id!];
      return rooms ? fakeOk(rooms) : fakeNo(40401, '楼栋不存在');
    }
    if (method === 'GET' && what === 'rooms' && sub === 'meter') {
      const meter = meters.get(id!);
      return meter ? fakeOk({ ...meter, readAt: Math.floor(Date.now() / 1000) }) : fakeNo(40402, '房间不存在');
    }
    if (method === 'GET' && what === 'purchases' && id) {
      const done = purchases.get(id);
      return fakeOk(done ? { requestNo: id, state: 'credited', kwh: done.kwh } : { requestNo: id, state: 'unknown', kwh: 0 });
    }
    if (method === 'GET' && what === 'statements' && id) {
      const { from, to } = beijingDayRange(id);
      const lines = [...purchases.values()]
        .filter((p) => p.at >= from && p.at < to)
        .map((p) => ({ requestNo: p.requestNo, roomId: p.roomId, amountFen: p.amountFen, at: p.at }));
      return fakeOk({ lines });
    }
    if (method === 'POST' && what === 'purchases' && !id) {
      const { requestNo, roomId, amountFen } = input as { requestNo: string; roomId: string; amountFen: number };
      const earlier = purchases.get(requestNo);
      if (earlier) return fakeOk({ requestNo, state: 'credited', kwh: earlier.kwh });
      const meter = meters.get(roomId);
      if (!meter) return fakeNo(40402, '房间不存在');
      const kwh = roundKwh(amountFen / meter.pricePerKwhFen);
      meter.remainingKwh = roundKwh(meter.remainingKwh + kwh);
      meter.state = meter.remainingKwh > 0 ? 'on' : 'off';
      purchases.set(requestNo, { requestNo, state: 'credited', kwh, roomId, amountFen, at: Math.floor(Date.now() / 1000) });
      return fakeOk({ requestNo, state: 'credited', kwh });
    }
    return fakeNo(40400, 'not found');
  }

  const fake = await startSignedRestFake(ENERGY_PROTOCOL, keys, route);
  return Object.assign(fake, { config: { kind: 'rest' as const, ...fake.config }, meters, purchases });
}
