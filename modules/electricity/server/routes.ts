import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payMethodsOf, walletBalance, type TProviderContext } from '@quad/ledger-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TPlatform } from '@quad/platform/server/module';
import {
  buyElectricity,
  chooseRoom,
  electricityHome,
  listBuildings,
  listMyPurchases,
  listRooms,
  reconcileElectricity,
  roomMeter,
} from '../contract';
import { energySystemOf } from './energy/site-system';
import { buy, myPurchases, reconcilePurchases } from './purchases';
import { buildingsOf, findRoom, meterOf, myRoom, rememberRoom, roomsOf } from './rooms';

const contextOf = (request: FastifyRequest, platform: TPlatform): TProviderContext => ({
  site: request.site,
  siteDb: request.siteDb,
  platform,
  origin: requestOrigin(request),
});

export function registerElectricityRoutes(app: FastifyInstance, platform: TPlatform): void {
  const systemOf = (request: FastifyRequest) => energySystemOf(request.site, platform, request.siteDb);

  registerCall(app, electricityHome, async ({ siteDb, site, userId }) => ({
    room: await myRoom(siteDb, userId),
    methods: payMethodsOf(site, platform),
    walletFen: await walletBalance(siteDb, userId),
  }));
  registerCall(app, listBuildings, async ({ request }) => ({ list: await buildingsOf(systemOf(request)) }));
  registerCall(app, listRooms, async ({ input, request }) => ({ list: await roomsOf(systemOf(request), input.building) }));
  registerCall(app, roomMeter, ({ input, request }) => meterOf(systemOf(request), input.building, input.room));
  registerCall(app, chooseRoom, async ({ input, siteDb, userId, request }) =>
    rememberRoom(siteDb, userId, await findRoom(systemOf(request), input.building, input.room)),
  );
  registerCall(app, buyElectricity, ({ input, userId, request }) =>
    buy(contextOf(request, platform), { userId, clientIp: request.ip }, input),
  );
  registerCall(app, listMyPurchases, ({ input, siteDb, userId }) => myPurchases(siteDb, userId, input));
  registerCall(app, reconcileElectricity, ({ input, siteDb, request }) => reconcilePurchases(siteDb, systemOf(request), input.day));
}
