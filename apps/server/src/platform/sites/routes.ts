import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { settingInfo } from '@quad/contracts/platform-calls';
import type { ZSiteSettingsAnswer } from '@quad/contracts/site';
import { registerCall } from '../http/calls';
import type { TSite } from './site-store';

/** The settings every page reads: answered by the call and injected into the host page alike. */
export function siteSettingsAnswer(site: TSite): z.infer<typeof ZSiteSettingsAnswer> {
  return {
    copyright: site.settings.copyright,
    site_logo: site.logo,
    site_name: site.name,
    maps_key: site.settings.mapsKey,
    titles: site.settings.titles,
    hidden_features: site.settings.hiddenFeatures,
    enabled_apps: site.settings.enabledApps ?? null,
    home_template: site.settings.homeTemplate,
    lang: site.settings.lang,
  };
}

export function registerSiteCalls(app: FastifyInstance): void {
  registerCall(app, settingInfo, async ({ site }) => siteSettingsAnswer(site));
}
