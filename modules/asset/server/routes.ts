import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { getMySummary, listDepartmentAssets, listMyAssets, scanAsset, searchAssets } from '../contract';
import * as assets from './service';

export function registerAssetRoutes(app: FastifyInstance): void {
  registerCall(app, getMySummary, ({ siteDb, userId }) => assets.mySummary(siteDb, userId));
  registerCall(app, listMyAssets, ({ siteDb, userId, input }) => assets.myAssets(siteDb, userId, input));
  registerCall(app, searchAssets, ({ siteDb, userId, input }) => assets.searchAssets(siteDb, userId, input.q));
  registerCall(app, scanAsset, ({ siteDb, userId, input }) => assets.scanAsset(siteDb, userId, input.code));
  registerCall(app, listDepartmentAssets, ({ siteDb, userId, input }) => assets.departmentAssets(siteDb, userId, input));
}
