import { describe, expect, it } from 'vitest';
import type { TModuleManifest } from '@quad/contracts/manifest';
import type { TWebModule } from './area';
import { isRouteHidden, pageVariant, siteApps, titleOverride } from './site-settings';
import { siteSettingsOf } from './site-settings-test-kit';


const app = (appKey: string, defaultEnabled = true): TWebModule => ({
  manifest: { id: appKey, appKey, name: { zh: appKey, en: appKey, tw: appKey }, defaultEnabled, routes: [] } satisfies TModuleManifest,
  load: () => Promise.reject(new Error('not loaded in this test')),
});
const keys = (modules: TWebModule[]) => modules.map((m) => m.manifest.appKey);

describe('site titles', () => {
  it('uses the site title of a page, the per-language one first', () => {
    const s = siteSettingsOf({ titles: { 'center/login': '统一身份认证', 'center/login@en': 'Unified sign-in' } });
    expect(titleOverride(s, 'center/login', 'zh')).toBe('统一身份认证');
    expect(titleOverride(s, 'center/login', 'tw')).toBe('统一身份认证');
    expect(titleOverride(s, 'center/login', 'en')).toBe('Unified sign-in');
    expect(titleOverride(s, 'center/personal', 'zh')).toBeUndefined();
    expect(titleOverride(undefined, 'center/login', 'zh')).toBeUndefined();
  });

  it('clears a title still at 加载中 (spec §2.1)', () => {
    expect(titleOverride(siteSettingsOf({ titles: { 'news/index': '加载中' } }), 'news/index', 'zh')).toBe('');
  });
});

describe('hidden features', () => {
  it('hides a page by its key or by its whole module, on its m_ form too', () => {
    const s = siteSettingsOf({ hidden_features: ['center/switch', 'guide'] });
    expect(isRouteHidden(s, 'center/switch')).toBe(true);
    expect(isRouteHidden(s, 'm_center/switch')).toBe(true);
    expect(isRouteHidden(s, 'guide/detail')).toBe(true);
    expect(isRouteHidden(s, 'center/personal')).toBe(false);
    expect(isRouteHidden(undefined, 'center/switch')).toBe(false);
  });
});

describe('application square', () => {
  const modules = [app('uc'), app('notice'), app('admin', false), app('news')];
  const everyone = (m: TWebModule) => m.manifest.defaultEnabled;

  it('shows every app the user may use when the site keeps the defaults', () => {
    expect(keys(siteApps(modules, siteSettingsOf(), everyone))).toEqual(['uc', 'notice', 'news']);
  });

  it("shows only the site's enabled apps, in the site's order", () => {
    expect(keys(siteApps(modules, siteSettingsOf({ enabled_apps: ['news', 'uc', 'unknown', 'news'] }), everyone))).toEqual(['news', 'uc']);
    expect(keys(siteApps(modules, siteSettingsOf({ enabled_apps: [] }), everyone))).toEqual([]);
  });

  it('never shows an app the user may not use, even when the site enables it', () => {
    const s = siteSettingsOf({ enabled_apps: ['admin', 'uc'] });
    expect(keys(siteApps(modules, s, everyone))).toEqual(['uc']);
    expect(keys(siteApps(modules, s, () => true))).toEqual(['admin', 'uc']);
  });

  it('never shows a hidden app', () => {
    expect(keys(siteApps(modules, siteSettingsOf({ hidden_features: ['notice'] }), everyone))).toEqual(['uc', 'news']);
    expect(keys(siteApps(modules, siteSettingsOf({ enabled_apps: ['notice', 'uc'], hidden_features: ['notice'] }), everyone))).toEqual(['uc']);
  });
});

describe('page variants', () => {
  const s = siteSettingsOf({
    page_variants: {
      'news/index': { desktop: 'pcindex', messaging: 'wxindex' },
      'center/personal': { phone: 'notice/index' },
    },
  });
  const browserPhone = { phone: true, messaging: false };
  const browserDesktop = { phone: false, messaging: false };
  const messagingPhone = { phone: true, messaging: true };

  it('shows the device variant: desktop gets its own page, a phone keeps the page', () => {
    expect(pageVariant(s, 'news/index', browserDesktop)).toBe('news/pcindex');
    expect(pageVariant(s, 'news/index', browserPhone)).toBeUndefined();
  });

  it('lets the environment win over the device inside the messaging app', () => {
    expect(pageVariant(s, 'news/index', messagingPhone)).toBe('news/wxindex');
  });

  it('accepts a whole route as the variant, and nothing for pages without variants', () => {
    expect(pageVariant(s, 'center/personal', browserPhone)).toBe('notice/index');
    expect(pageVariant(s, 'center/switch', browserPhone)).toBeUndefined();
    expect(pageVariant(undefined, 'news/index', browserDesktop)).toBeUndefined();
  });
});
