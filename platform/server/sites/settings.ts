import { z } from 'zod';

/**
 * A site's own settings, stored as JSON on its row. Unknown keys are kept (later areas add theirs);
 * what is read here has a default, so a site created with `{}` works.
 */
export const ZSiteSettings = z
  .object({
    copyright: z.string().default(''),
    lang: z.enum(['zh', 'en', 'tw']).default('zh'),
    timeZone: z.string().default('Asia/Shanghai'),
    titles: z.record(z.string(), z.string()).default({}),
    hiddenFeatures: z.array(z.string()).default([]),
    homeTemplate: z.string().default('default'),
    enabledApps: z.array(z.string()).optional(),
    appCategories: z.record(z.string(), z.string()).default({}),
    pageVariants: z
      .record(
        z.string(),
        z.object({
          phone: z.string().optional(),
          desktop: z.string().optional(),
          messaging: z.string().optional(),
          browser: z.string().optional(),
        }),
      )
      .default({}),
    messaging: z
      .object({
        // `none` until a school configures its messaging app; `demo` works only on demo-seeded sites.
        kind: z.enum(['none', 'demo', 'wecom', 'dingtalk']).default('none'),
        corpId: z.string().default(''),
        agentId: z.string().default(''),
        // DingTalk's AppKey (absent for other kinds); its AppSecret is `secret`, so it stays write-only like WeCom's.
        appKey: z.string().optional(),
        secret: z.string().default(''),
        // Provider addresses are the platform's (`WECOM_API_BASE`): a `baseUrl` stored by an older version is dropped here.
      })
      .default({ kind: 'none', corpId: '', agentId: '', secret: '' }),
    mapsKey: z.string().default(''),
  })
  .loose();

export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** The stored JSON as an object; anything unreadable counts as nothing set. */
export function parseSettingsJson(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One site's own stored settings, without the platform defaults (those are applied by `SiteStore`). */
export function parseSiteSettings(json: string): TSiteSettings {
  const parsed = ZSiteSettings.safeParse(parseSettingsJson(json));
  return parsed.success ? parsed.data : ZSiteSettings.parse({});
}
