import type { FastifyInstance } from 'fastify';
import { settingInfo } from '@quad/contracts/platform-calls';
import { registerCall } from '../http/calls';

export function registerSiteCalls(app: FastifyInstance): void {
  registerCall(app, settingInfo, async ({ site }) => ({
    copyright: site.settings.copyright,
    site_logo: site.logo,
    site_name: site.name,
    maps_key: site.settings.mapsKey,
    titles: site.settings.titles,
    hidden_features: site.settings.hiddenFeatures,
    enabled_apps: site.settings.enabledApps ?? null,
    home_template: site.settings.homeTemplate,
    lang: site.settings.lang,
  }));
}
