import { z } from 'zod';
import { get, post } from '@quad/contracts/call';
import { listOf, okAnswer } from '@quad/contracts/shapes';

/**
 * Layered settings (platform → site → department). Site and department layers need admin/settings;
 * the platform layer also needs platform/sites on the default site (checked by the server).
 */
const access = { app: 'admin', module: 'settings' } as const;

export const ZLayer = z.enum(['platform', 'site', 'department'], { error: '层级不正确' }).describe('层级');
export type TLayer = z.infer<typeof ZLayer>;

const code = (label: string) => z.string({ error: `${label}不正确` }).regex(/^[a-z0-9_-]{1,40}$/i, `${label}不正确`);
const route = z.string({ error: '页面不正确' }).regex(/^[a-z0-9_-]{1,40}(\/[a-z0-9_-]{1,40})?$/i, '页面应写作 模块/页面');
const plain = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);
const address = (label: string) => plain(label, 500).regex(/^$|^https?:\/\/\S+$|^\/\S*$/, `${label}应以 http(s):// 或 / 开头`);
/** Write-only: absent or empty keeps the stored secret. */
const secret = z.string({ error: '密钥格式不正确' }).max(500, '密钥不能超过500个字').optional();
const variant = code('页面版本').optional();
/** One of the school's own systems, spoken to over the house's signed REST protocol (platform/server/connectors/signed-rest.ts). */
const schoolSystem = (label: string) =>
  z
    .strictObject(
      {
        kind: z.enum(['none', 'rest'], { error: '接入方式不正确' }),
        // The connector needs a whole address: a relative one would quietly leave the area on its demo system.
        baseUrl: plain('接口地址', 500).regex(/^$|^https?:\/\/\S+$/, '接口地址应以 http(s):// 开头'),
        appId: plain('应用 ID', 100),
        secret,
      },
      { error: `${label}配置格式不正确` },
    )
    .refine((v) => v.kind === 'none' || (v.baseUrl !== '' && v.appId !== ''), { message: '请填写接口地址和应用 ID', path: ['baseUrl'] });

/** Every setting's value, checked per key. Route titles share one rule: `titles.<module/page>`. */
export const SETTING_VALUES = {
  copyright: plain('版权信息', 200),
  logo: address('校徽地址'),
  homeTemplate: code('首页模板'),
  hiddenFeatures: z.array(route, { error: '隐藏功能应为列表' }).max(200, '隐藏功能最多200项'),
  enabledApps: z.array(code('应用标识'), { error: '启用应用应为列表' }).max(200, '启用应用最多200个'),
  appCategories: z.record(code('应用标识'), plain('应用分类', 20).min(1, '请填写应用分类'), { error: '应用分类格式不正确' }),
  pageVariants: z.record(
    route,
    z.strictObject({ phone: variant, desktop: variant, messaging: variant, browser: variant }, { error: '页面版本格式不正确' }),
    { error: '页面版本格式不正确' },
  ),
  mapsKey: plain('地图 key', 200),
  messaging: z.strictObject(
    {
      kind: z.enum(['none', 'demo', 'wecom', 'dingtalk'], { error: '消息应用类型不正确' }),
      corpId: plain('企业 ID', 100),
      agentId: plain('应用 ID', 100),
      // DingTalk only (its AppSecret goes in `secret`); optional so WeCom forms saved before stay valid.
      appKey: plain('AppKey', 100).optional(),
      secret,
    },
    { error: '消息应用配置格式不正确' },
  ),
  cas: z.strictObject({ serverUrl: address('CAS 地址') }, { error: 'CAS 配置格式不正确' }),
  payments: z.strictObject(
    {
      kind: z.enum(['none', 'wechat', 'alipay'], { error: '支付方式不正确' }),
      merchantId: plain('商户号', 100),
      appId: plain('应用 ID', 100),
      secret,
    },
    { error: '支付配置格式不正确' },
  ),
  sms: z.strictObject(
    {
      kind: z.enum(['none', 'aliyun', 'tencent'], { error: '短信服务不正确' }),
      accessKeyId: plain('AccessKey', 100),
      signName: plain('短信签名', 40),
      secret,
    },
    { error: '短信配置格式不正确' },
  ),
  cardSystem: schoolSystem('校园卡系统'),
  energySystem: schoolSystem('电费系统'),
  networkSystem: schoolSystem('校园网计费系统'),
} as const;
export type TSettingKey = keyof typeof SETTING_VALUES;

export const TITLE_VALUE = plain('页面标题', 40).min(1, '请填写页面标题');
const TITLE_KEY = /^titles\.[a-z0-9_-]{1,40}(\/[a-z0-9_-]{1,40})?(@(zh|en|tw))?$/i;

/** The rule for one key's value, or undefined when there is no such setting. */
export function valueSchema(key: string): z.ZodType | undefined {
  if (TITLE_KEY.test(key)) return TITLE_VALUE;
  return Object.hasOwn(SETTING_VALUES, key) ? SETTING_VALUES[key as TSettingKey] : undefined;
}

/** A setting's value is judged by its key's rule, so one call can take every setting. */
function checkValue(input: { key: string; value: unknown }, ctx: z.RefinementCtx): void {
  const schema = valueSchema(input.key);
  if (!schema) return void ctx.addIssue({ code: 'custom', path: ['key'], message: '没有这个设置项' });
  const parsed = schema.safeParse(input.value);
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.error.issues[0]?.message ?? '设置值不正确' });
}

const where = {
  layer: ZLayer.default('site'),
  dept_id: z.string({ error: '院系格式不正确' }).trim().max(40).default('').describe('院系'),
};
const ZKey = z.string({ error: '请选择设置项' }).trim().min(1, '请选择设置项').max(120).describe('设置项');

export const ZSettingItem = z.object({
  key: z.string(),
  /** Provider secrets come back as `secret_set`, never as the value. */
  value: z.unknown(),
  source: ZLayer,
  /** Set at the layer asked about (so it can be reset to the inherited value). */
  here: z.boolean(),
  department: z.boolean().describe('院系可以单独设置'),
});
export type TSettingItem = z.infer<typeof ZSettingItem>;

export const getSettings = get('/admin/api/settings/get', '某一层级的生效设置及每项的来源（密钥只显示是否已设置）', {
  access,
  input: z.object(where),
  output: z.object({ layer: ZLayer, dept_id: z.string(), list: z.array(ZSettingItem) }),
  errors: [10004],
});

export const setSetting = post('/admin/api/settings/set', '在某一层级设置一项（不带密钥则保留原密钥）', {
  access,
  encoding: 'json',
  input: z.object({ ...where, key: ZKey, value: z.unknown().describe('设置值') }).superRefine(checkValue),
  output: okAnswer,
  errors: [10004],
});

export const resetSetting = post('/admin/api/settings/reset', '恢复继承：删除该层级上的这一项', {
  access,
  input: z.object({ ...where, key: ZKey }),
  output: okAnswer,
  errors: [10004],
});

// ---- Drafts and "preview as": display settings of the site layer, tried out before they are published ----

export const ZDraftItem = z.object({ key: z.string(), value: z.unknown(), reset: z.boolean().describe('草稿把该项恢复为继承值') });

export const listDraft = get('/admin/api/settings/draft/list', '本站尚未发布的设置草稿', {
  access,
  output: listOf(ZDraftItem),
});

/** Provider configurations carry secrets: they are saved directly, never parked in a draft. */
const SAVED_DIRECTLY = ['messaging', 'cas', 'payments', 'sms', 'cardSystem', 'energySystem', 'networkSystem', 'mapsKey'];
const draftKey = ZKey.refine((key) => !SAVED_DIRECTLY.includes(key), '服务配置请直接保存，不放入草稿');

export const setDraft = post('/admin/api/settings/draft/set', '把一项修改放进草稿（发布前只在预览中生效）', {
  access,
  encoding: 'json',
  input: z.object({ key: draftKey, value: z.unknown().describe('设置值') }).superRefine(checkValue),
  output: okAnswer,
});

export const resetDraft = post('/admin/api/settings/draft/reset', '在草稿中把一项恢复为继承值', {
  access,
  input: z.object({ key: draftKey }),
  output: okAnswer,
});

export const discardDraft = post('/admin/api/settings/draft/discard', '放弃草稿中的一项，不指定则放弃全部', {
  access,
  input: z.object({ key: z.string().trim().max(120).optional().describe('设置项，不填为全部') }),
  output: okAnswer,
});

export const publishDraft = post('/admin/api/settings/draft/publish', '发布草稿：全部修改一次生效并记入操作日志', {
  access,
  output: z.object({ published: z.number() }),
  errors: [1],
});

export const createPreviewLink = post(
  '/admin/api/settings/preview',
  '生成预览链接：以所选角色查看应用了草稿的门户（仅本人可用，30 分钟有效）',
  {
    access,
    input: z.object({ role_id: z.string().trim().max(40).default('').describe('角色，不填为未登录访客') }),
    output: z.object({ url: z.string(), expires: z.number() }),
    errors: [10004],
  },
);
