import { z } from 'zod';

/** What a page needs of its site's settings (spec §7 site settings, plus the display overrides of DESIGN.md §2). */
export const ZSiteSettingsAnswer = z.object({
  copyright: z.string(),
  site_logo: z.string(),
  site_name: z.string(),
  maps_key: z.string().describe('地图服务的浏览器端 key，未配置为空'),
  titles: z.record(z.string(), z.string()).describe('按 模块/页面 覆盖的页面标题'),
  hidden_features: z.array(z.string()).describe('本站隐藏的功能'),
  enabled_apps: z.array(z.string()).nullable().describe('本站启用的应用及其顺序，null 表示按默认'),
  home_template: z.string().describe('首页模板'),
  app_categories: z.record(z.string(), z.string()).describe('应用广场中各应用的分类（应用标识 → 分类名），未列出的归入“其他”'),
  page_variants: z
    .record(z.string(), z.object({ phone: z.string().optional(), desktop: z.string().optional(), messaging: z.string().optional(), browser: z.string().optional() }))
    .describe('页面版本：模块/页面 → 按设备（phone/desktop）或环境（messaging 消息应用内 / browser 浏览器）换成的同模块页面'),
  lang: z.enum(['zh', 'en', 'tw']).describe('默认语言'),
});

/** Site info injected into the host page as `window.__SITE__` (spec §3). */
export const ZSiteInfo = z.object({
  id: z.string(),
  name: z.string(),
  baseurl: z.string().describe('站点根地址，以 / 结尾'),
  imgUrl: z.string(),
  login: z.string(),
  logout: z.string(),
  basePath: z.string(),
  lang: z.enum(['zh', 'en', 'tw']),
  /** The settings answer, injected too so that no page waits for it before its first paint. */
  settings: ZSiteSettingsAnswer.optional(),
  /** Present when an administrator previews unpublished settings as a role sees them. */
  preview: z
    .object({
      role: z.string().describe('预览所用的角色名，空为未登录访客'),
      auth: z.record(z.string(), z.object({ module: z.array(z.string()) })).describe('该角色的权限表'),
    })
    .optional(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
