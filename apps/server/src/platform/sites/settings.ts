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
    messaging: z
      .object({
        kind: z.enum(['demo', 'wecom']).default('demo'),
        corpId: z.string().default(''),
        agentId: z.string().default(''),
        secret: z.string().default(''),
        baseUrl: z.string().optional(),
        authorizeUrl: z.string().optional(),
      })
      .default({ kind: 'demo', corpId: '', agentId: '', secret: '' }),
    mapsKey: z.string().default(''),
  })
  .loose();

export type TSiteSettings = z.infer<typeof ZSiteSettings>;

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
}

export function parseSiteSettings(json: string): TSiteSettings {
  const parsed = ZSiteSettings.safeParse(parseJson(json));
  return parsed.success ? parsed.data : ZSiteSettings.parse({});
}
