import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { addFavourite, addSearch, deleteSearch, findApps, listFavourites, listSearches, removeFavourite, sortFavourites } from '../contract';
import { appFinder } from './app-search';
import {
  addFavouriteApp,
  addSearchEntry,
  deleteSearchEntries,
  listFavouriteApps,
  listSearchEntries,
  removeFavouriteApp,
  sortFavouriteApps,
} from './store';

export function registerPortalRoutes(app: FastifyInstance, platform: TPlatform): void {
  const appsFound = appFinder(platform.areas);
  registerCall(app, findApps, async ({ input }) => ({ list: appsFound(input.keyword) }));
  registerCall(app, listSearches, async ({ siteDb, userId }) => ({ list: await listSearchEntries(siteDb, userId) }));
  registerCall(app, addSearch, async ({ siteDb, userId, input }) => ({ id: await addSearchEntry(siteDb, userId, input.keyword) }));
  registerCall(app, deleteSearch, async ({ siteDb, userId, input }) => {
    await deleteSearchEntries(siteDb, userId, input.id || undefined);
    return {};
  });
  registerCall(app, listFavourites, async ({ siteDb, userId }) => ({ list: await listFavouriteApps(siteDb, userId) }));
  registerCall(app, addFavourite, async ({ siteDb, userId, input }) => {
    await addFavouriteApp(siteDb, userId, input.app);
    return {};
  });
  registerCall(app, removeFavourite, async ({ siteDb, userId, input }) => {
    await removeFavouriteApp(siteDb, userId, input.app);
    return {};
  });
  registerCall(app, sortFavourites, async ({ siteDb, userId, input }) => {
    await sortFavouriteApps(siteDb, userId, input.apps);
    return {};
  });
}
