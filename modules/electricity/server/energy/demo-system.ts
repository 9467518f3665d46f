import { createHash } from 'node:crypto';
import { beijingDayRange } from '@quad/ledger-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { roundKwh, type TEnergySystem } from './system';

/**
 * The offline demo energy system a demo site uses outside production: three dormitory buildings of
 * six floors, rooms x01–x20 on each, meters in the area's own tables. Made on first use; every
 * site's ids and readings differ but are the same on each run (drawn from the site id), so demos
 * and tests see a few rooms cut off and a few running low.
 */

export const DEMO_PRICE_FEN = 55;
const BUILDINGS = [
  { name: '学生公寓1号楼', campus: '主校区' },
  { name: '学生公寓2号楼', campus: '主校区' },
  { name: '学生公寓3号楼', campus: '东校区' },
];
const FLOORS = 6;
const ROOMS_PER_FLOOR = 20;

const digest = (text: string) => createHash('sha256').update(text).digest();
const idOf = (text: string) => digest(text).toString('hex').slice(0, 12);

/** One in ten meters empty (cut off), the rest anywhere up to 150 kWh. */
function seededRemainingCenti(siteId: string, roomId: string): number {
  const bytes = digest(`${siteId}/${roomId}/meter`);
  return bytes[0]! % 10 === 0 ? 0 : bytes.readUInt32BE(1) % 15_000;
}

async function ensureMeters(siteDb: SiteDb): Promise<void> {
  const any = await siteDb.selectFrom('electricity_demo_meters').select('room_id').limit(1).executeTakeFirst();
  if (any) return;
  const rows = BUILDINGS.flatMap((b) => {
    const buildingId = idOf(`${siteDb.siteId}/${b.name}`);
    return Array.from({ length: FLOORS * ROOMS_PER_FLOOR }, (_, i) => {
      const floor = Math.floor(i / ROOMS_PER_FLOOR) + 1;
      const name = `${floor}${String((i % ROOMS_PER_FLOOR) + 1).padStart(2, '0')}`;
      const roomId = idOf(`${buildingId}/${name}`);
      return {
        room_id: roomId,
        building_id: buildingId,
        building_name: b.name,
        campus: b.campus,
        room_name: name,
        floor,
        remaining_centi: seededRemainingCenti(siteDb.siteId, roomId),
      };
    });
  });
  // Two first requests at once both try: the second's rows are already there.
  await siteDb
    .insertInto('electricity_demo_meters', rows)
    .onConflict((oc) => oc.columns(['site_id', 'room_id']).doNothing())
    .execute();
}

const noRoom = () => new SchoolSystemError('refused', '房间不存在');

export function demoEnergySystem(siteDb: SiteDb): TEnergySystem {
  const meters = async () => {
    await ensureMeters(siteDb);
    return siteDb.selectFrom('electricity_demo_meters');
  };
  const credited = (row: { request_no: string; kwh_centi: number | string }) => ({
    requestNo: row.request_no,
    state: 'credited' as const,
    kwh: Number(row.kwh_centi) / 100,
  });
  return {
    async buildings() {
      const rows = await (await meters()).select(['building_id', 'building_name', 'campus']).distinct().orderBy('building_name').execute();
      return rows.map((r) => ({ id: r.building_id, name: r.building_name, campus: r.campus }));
    },
    async rooms(buildingId) {
      const rows = await (
        await meters()
      )
        .select(['room_id', 'room_name', 'floor'])
        .where('building_id', '=', buildingId)
        .orderBy('room_name')
        .execute();
      return rows.map((r) => ({ id: r.room_id, name: r.room_name, floor: Number(r.floor) }));
    },
    async meter(roomId) {
      const row = await (await meters()).select('remaining_centi').where('room_id', '=', roomId).executeTakeFirst();
      if (!row) throw noRoom();
      const remainingKwh = Number(row.remaining_centi) / 100;
      return { remainingKwh, pricePerKwhFen: DEMO_PRICE_FEN, state: remainingKwh > 0 ? 'on' : 'off', readAt: nowSeconds() };
    },
    purchase: (roomId, requestNo, amountFen) =>
      siteDb.transaction(async (tx) => {
        const room = await tx.selectFrom('electricity_demo_meters').select('room_id').where('room_id', '=', roomId).executeTakeFirst();
        if (!room) throw noRoom();
        const kwhCenti = Math.round(roundKwh(amountFen / DEMO_PRICE_FEN) * 100);
        const row = { request_no: requestNo, room_id: roomId, amount: amountFen, kwh_centi: kwhCenti, created: nowSeconds() };
        const inserted = await tx
          .insertInto('electricity_demo_credits', row)
          .onConflict((oc) => oc.columns(['site_id', 'request_no']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows) === 0) {
          const first = await tx
            .selectFrom('electricity_demo_credits')
            .selectAll()
            .where('request_no', '=', requestNo)
            .executeTakeFirstOrThrow();
          return credited(first);
        }
        await tx
          .updateTable('electricity_demo_meters')
          .set((eb) => ({ remaining_centi: eb('remaining_centi', '+', kwhCenti) }))
          .where('room_id', '=', roomId)
          .execute();
        return credited(row);
      }),
    async purchaseStatus(requestNo) {
      const row = await siteDb.selectFrom('electricity_demo_credits').selectAll().where('request_no', '=', requestNo).executeTakeFirst();
      return row ? credited(row) : { requestNo, state: 'unknown', kwh: 0 };
    },
    // A credit's `created` is when the demo system credited it: its statement lists that Beijing day's.
    async statement(day) {
      const { from, to } = beijingDayRange(day);
      const rows = await siteDb
        .selectFrom('electricity_demo_credits')
        .selectAll()
        .where('created', '>=', from)
        .where('created', '<', to)
        .execute();
      return rows.map((r) => ({ requestNo: r.request_no, roomId: r.room_id, amountFen: Number(r.amount), at: Number(r.created) }));
    },
  };
}
