import type { FastifyInstance } from 'fastify';
import { settingInfo } from '@quad/contracts/platform-calls';
import { registerCall } from '../http/calls';

export function registerSiteCalls(app: FastifyInstance): void {
  registerCall(app, settingInfo, async ({ site }) => ({
    copyright: site.settings.copyright,
    site_logo: site.logo,
    site_name: site.name,
    maps_key_set: site.settings.mapsKey !== '',
  }));
}
