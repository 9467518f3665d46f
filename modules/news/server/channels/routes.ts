import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import { deleteChannel, listChannels, manageChannels, saveChannel } from '../../contract';
import * as channels from './service';

export function registerChannelRoutes(app: FastifyInstance): void {
  registerCall(app, listChannels, async ({ siteDb }) => ({ list: await channels.listChannels(siteDb, false) }));

  registerCall(app, manageChannels, async ({ siteDb }) => ({ list: await channels.listChannels(siteDb, true) }));
  registerCall(app, saveChannel, async ({ siteDb, request, userId, input }) => {
    await channels.saveChannel(siteDb, request, userId, input, nowSeconds());
    return {};
  });
  registerCall(app, deleteChannel, async ({ siteDb, request, userId, input }) => {
    await channels.deleteChannel(siteDb, request, userId, input.key);
    return {};
  });
}
