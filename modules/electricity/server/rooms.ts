import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TBuilding, TMeter, TMyRoom, TRoom } from '../contract';
import { askSchoolSystem } from '@quad/platform/server/connectors/school-system';
import type { TEnergySystem } from './energy/system';

export const BUILDING_NOT_FOUND = '楼栋不存在';
export const ROOM_NOT_FOUND = '房间不存在';

/** Asks the energy system, its failures told to the person in words they can act on. */
const ENERGY_SYSTEM_DOWN = '电费系统暂时无法连接，请稍后再试';
const ENERGY_REFUSED = '电费系统拒绝了请求，请稍后再试';

export const askEnergy = <T>(work: () => Promise<T>, refusal = ENERGY_REFUSED): Promise<T> =>
  askSchoolSystem(work, ENERGY_SYSTEM_DOWN, refusal);

export const buildingsOf = (system: TEnergySystem) => askEnergy(() => system.buildings());

export async function roomsOf(system: TEnergySystem, buildingId: string): Promise<TRoom[]> {
  const building = (await buildingsOf(system)).find((b) => b.id === buildingId);
  if (!building) throw notFound(BUILDING_NOT_FOUND);
  return askEnergy(() => system.rooms(buildingId));
}

/**
 * A room of a building of this site's system: ids the system does not list together (another
 * building's room, another school's ids) are not found, so nothing is read or bought for them.
 */
export async function findRoom(system: TEnergySystem, buildingId: string, roomId: string): Promise<{ building: TBuilding; room: TRoom }> {
  const building = (await buildingsOf(system)).find((b) => b.id === buildingId);
  if (!building) throw notFound(BUILDING_NOT_FOUND);
  const room = (await askEnergy(() => system.rooms(buildingId))).find((r) => r.id === roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return { building, room };
}

export async function meterOf(system: TEnergySystem, buildingId: string, roomId: string): Promise<TMeter> {
  await findRoom(system, buildingId, roomId);
  return askEnergy(() => system.meter(roomId), ROOM_NOT_FOUND);
}

export async function myRoom(siteDb: SiteDb, userId: string): Promise<TMyRoom | null> {
  const row = await siteDb.selectFrom('electricity_rooms').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { buildingId: row.building_id, buildingName: row.building_name, roomId: row.room_id, roomName: row.room_name } : null;
}

/** Remembers the room a person buys for: the page opens on it next time. */
export async function rememberRoom(siteDb: SiteDb, userId: string, chosen: { building: TBuilding; room: TRoom }): Promise<TMyRoom> {
  const room = {
    building_id: chosen.building.id,
    building_name: chosen.building.name,
    room_id: chosen.room.id,
    room_name: chosen.room.name,
    updated: nowSeconds(),
  };
  await siteDb
    .insertInto('electricity_rooms', { user_id: userId, ...room })
    .onConflict((oc) => oc.columns(['site_id', 'user_id']).doUpdateSet(room))
    .execute();
  return { buildingId: room.building_id, buildingName: room.building_name, roomId: room.room_id, roomName: room.room_name };
}
