import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { myCollection, myHistory, myLoans, myReservations, readLibrarySettings, renewLoan, saveLibrarySettings } from '../contract';
import { renewLoan as renew } from './renewal/service-renewal';
import { saveSettings, settingsForConsole } from './renewal/settings';
import { collectionOf, historyOf, loansOf, reservationsOf } from './service';

export function registerLibraryRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, myLoans, ({ site, siteDb, userId }) => loansOf({ site, siteDb, platform, userId }));
  registerCall(app, myHistory, ({ siteDb, userId, input }) => historyOf(siteDb, userId, input));
  registerCall(app, myCollection, ({ siteDb, userId }) => collectionOf(siteDb, userId));
  registerCall(app, myReservations, ({ siteDb, userId }) => reservationsOf(siteDb, userId));
  registerCall(app, renewLoan, ({ site, siteDb, userId, input }) => renew({ site, siteDb, platform, userId }, input));
  registerCall(app, readLibrarySettings, ({ site, siteDb }) => settingsForConsole(siteDb, site, platform));
  registerCall(app, saveLibrarySettings, ({ siteDb, userId, input }) => saveSettings(siteDb, platform, userId, input));
}
