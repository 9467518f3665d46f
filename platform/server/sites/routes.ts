import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { settingInfo } from '@quad/contracts/platform-calls';
import type { ZSiteSettingsAnswer } from '@quad/contracts/site';
import { registerCall } from '../http/calls';
import { JsonText } from '../http/json-text';
import { currentUserId } from '../http/context';
import { cachedPerson } from '../identity/people';
import { effectiveSettings, resolveLayers } from './layers';
import type { TSite } from './site-store';

/** A department's effective settings, or the site-wide ones when the department set nothing. */
export function settingsFor(site: TSite, deptId = ''): TSite['settings'] & { logo?: string } {
  const department = deptId ? site.layers.departments.get(deptId) : undefined;
  if (!department) return site.settings;
  return effectiveSettings(resolveLayers(site.layers.platform, site.layers.site, department), site.layers.siteRaw);
}

/**
 * The settings every page reads: answered by the call and injected into the host page alike, both
 * with the values of the signed-in user's department.
 */
export function siteSettingsAnswer(site: TSite, deptId = '', settings = settingsFor(site, deptId)): z.infer<typeof ZSiteSettingsAnswer> {
  return {
    copyright: settings.copyright,
    site_logo: settings.logo ?? site.logo,
    site_name: site.name,
    maps_key: settings.mapsKey,
    titles: settings.titles,
    hidden_features: settings.hiddenFeatures,
    enabled_apps: settings.enabledApps ?? null,
    home_template: settings.homeTemplate,
    app_categories: settings.appCategories,
    page_variants: settings.pageVariants,
    lang: settings.lang,
  };
}

/** The signed-in user's department, looked up only when some department of the site has settings of its own. */
export async function settingsDepartment(request: FastifyRequest): Promise<string | undefined> {
  const userId = request.site.layers.departments.size ? await currentUserId(request) : undefined;
  if (!userId) return undefined;
  return (await cachedPerson(request.siteDb, userId))?.dept_id;
}

/**
 * The call's answer as ready text, by site and department. A reload of the sites (every few seconds,
 * and at once after a settings write) makes new site objects, so a changed setting is never answered
 * from an old text and the texts of replaced sites go with them.
 */
const answerTexts = new WeakMap<TSite, Map<string, JsonText>>();

function settingsAnswerText(site: TSite, deptId = ''): JsonText {
  let texts = answerTexts.get(site);
  if (!texts) answerTexts.set(site, (texts = new Map()));
  let text = texts.get(deptId);
  if (!text) texts.set(deptId, (text = new JsonText(JSON.stringify(siteSettingsAnswer(site, deptId)))));
  return text;
}

export function registerSiteCalls(app: FastifyInstance): void {
  registerCall(app, settingInfo, async ({ site, request }) => settingsAnswerText(site, await settingsDepartment(request)));
}
