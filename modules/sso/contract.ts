import { z } from 'zod';
import { CAPTCHA_REQUIRED } from '@quad/contracts/captcha-calls';
import { callsFor, get, post } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text } from '@quad/contracts/fields';
import { ZPasswordSignInAnswer, ZPasswordSignInInput } from '@quad/contracts/password-sign-in';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';

const managers = callsFor({ app: 'sso', module: 'manage' });
const faqId = recordId('问题');

/** Where the browser starts a CAS sign-in (the server answers a redirect or a page). */
export const CAS_LOGIN_PATH = '/sso/api/cas/login';
/** Where the browser starts an OpenID Connect sign-in. */
export const OIDC_LOGIN_PATH = '/sso/api/oidc/login';
/**
 * Where `sso/index` and the help guide send the browser: the server picks the site's method (OIDC when
 * it is on, else CAS), so the pages need not know which one the school uses.
 */
export const SIGN_IN_PATH = '/sso/api/login';

export const ZCasSettings = z.object({
  enabled: z.boolean().describe('是否启用'),
  serverUrl: z.string().describe('CAS 服务地址，如 https://cas.example.edu.cn/cas'),
  numberAttribute: z.string().describe('学工号所在的属性名；空为 CAS 用户名本身'),
});
export type TCasSettings = z.infer<typeof ZCasSettings>;

export const getCasSettings = managers.get('/sso/api/cas/settings', '本站的统一身份认证（CAS）设置', {
  output: ZCasSettings,
});

export const saveCasSettings = managers.post('/sso/api/cas/settings/save', '保存本站的统一身份认证（CAS）设置', {
  input: z.object({
    enabled: flag('是否启用'),
    serverUrl: optionalText('CAS 服务地址', 300),
    numberAttribute: z
      .string({ error: '属性名格式不正确' })
      .trim()
      .max(64, '属性名不能超过64个字')
      .regex(/^[A-Za-z0-9_.:-]*$/, '属性名只能包含字母、数字、下划线、点、冒号和横线')
      .optional()
      .describe('学工号属性名'),
  }),
  output: okAnswer,
  errors: [1],
});

export const ZOidcSettings = z.object({
  enabled: z.boolean().describe('是否启用（启用后统一身份认证登录使用 OIDC 而非 CAS）'),
  issuer: z.string().describe('OIDC 颁发者地址（issuer）'),
  clientId: z.string().describe('客户端 ID'),
  hasSecret: z.boolean().describe('是否已保存客户端密钥（密钥本身从不答复）'),
  scopes: z.string().describe('申请的 scope，空格分隔'),
  numberClaim: z.string().describe('学工号所在的声明（claim）'),
});
export type TOidcSettings = z.infer<typeof ZOidcSettings>;

export const getOidcSettings = managers.get('/sso/api/oidc/settings', '本站的 OpenID Connect 登录设置（不含客户端密钥）', {
  output: ZOidcSettings,
});

export const saveOidcSettings = managers.post('/sso/api/oidc/settings/save', '保存本站的 OpenID Connect 登录设置（密钥留空则保留原密钥）', {
  input: z.object({
    enabled: flag('是否启用'),
    issuer: optionalText('OIDC 颁发者地址', 300),
    clientId: optionalText('客户端 ID', 200),
    clientSecret: optionalText('客户端密钥', 500),
    scopes: z
      .string({ error: 'scope 格式不正确' })
      .trim()
      .max(200, 'scope 不能超过200个字')
      .regex(/^[\x21-\x7e ]*$/, 'scope 只能包含可见的英文字符和空格')
      .optional()
      .describe('scope'),
    numberClaim: z
      .string({ error: '声明名格式不正确' })
      .trim()
      .max(64, '声明名不能超过64个字')
      .regex(/^[A-Za-z0-9_.:-]*$/, '声明名只能包含字母、数字、下划线、点、冒号和横线')
      .optional()
      .describe('学工号声明'),
  }),
  output: okAnswer,
  errors: [1],
});

/** The tenant bridge's password sign-in (original protocol §2.2): the same answer and cookies as `/uc/wap/login/check`. */
export const bridgeCheck = post('/a_:site/api/sso/check', '统一身份认证桥：账号密码登录，成功后设置 eai-sess 与 UUkey（a_<站点> 须为本站）', {
  access: 'public',
  input: ZPasswordSignInInput,
  output: ZPasswordSignInAnswer,
  errors: [1, 10029],
  reasons: [CAPTCHA_REQUIRED],
});

/** The original app's sign-in (`login-v2/index`): the device fields are accepted and not kept. */
export const bridgeLoginV2 = post('/a_:site/api/login-v2/index', '统一身份认证桥：客户端账号密码登录（imei、mobile_type、sid 仅接收），答复同 sso/check', {
  access: 'public',
  input: ZPasswordSignInInput.extend({
    imei: optionalText('设备标识', 200),
    mobile_type: optionalText('设备类型', 50),
    sid: optionalText('会话标识', 200),
  }),
  output: ZPasswordSignInAnswer,
  errors: [1, 10029],
  reasons: [CAPTCHA_REQUIRED],
});

export const ZHelpContact = z.object({
  text: z.string().describe('联系说明'),
  phone: z.string().describe('电话'),
  email: z.string().describe('邮箱'),
});

export const ZFaqItem = z.object({ id: z.string(), question: z.string(), sort: z.number().int() });
export const ZFaq = ZFaqItem.extend({ answer: z.string() });
export type TFaq = z.infer<typeof ZFaq>;

/** The help centre's front: the guide, whom to contact, and whether single sign-on (CAS or OIDC) is on (the guide's button). */
export const getHelp = get('/sso/api/help', '登录帮助：使用指南、联系方式，以及本站是否开启统一身份认证', {
  access: 'public',
  output: z.object({ guide: z.string(), contact: ZHelpContact, signInEnabled: z.boolean() }),
});

export const listFaqs = get('/sso/api/help/faqs', '登录帮助：常见问题（按排序）', {
  access: 'public',
  output: listOf(ZFaqItem),
});

export const getFaq = callsFor('public').about(faqId).get('/sso/api/help/faq', '登录帮助：一个常见问题及其解答', {
  output: ZFaq,
});

export const manageHelp = managers.get('/sso/api/help/manage', '登录帮助管理：指南、联系方式与全部常见问题', {
  output: z.object({ guide: z.string(), contact: ZHelpContact, faqs: z.array(ZFaq) }),
});

export const saveHelpTexts = managers.post('/sso/api/help/texts/save', '保存登录帮助的使用指南与联系方式', {
  input: z.object({
    guide: optionalText('使用指南', 5000),
    contactText: optionalText('联系说明', 500),
    contactPhone: optionalText('联系电话', 50),
    contactEmail: z.union([z.literal(''), z.email('邮箱格式不正确').max(100, '邮箱不能超过100个字')], { error: '邮箱格式不正确' }).optional().describe('联系邮箱'),
  }),
  output: okAnswer,
});

export const saveFaq = managers.post('/sso/api/help/faq/save', '新建或修改一个常见问题', {
  input: z.object({
    id: faqId.optional(),
    question: text('问题', 100),
    answer: text('解答', 5000),
    sort: int('排序', 0, 9999).default(0),
  }),
  output: idAnswer,
  errors: [10004],
});

export const deleteFaq = managers.about(faqId).post('/sso/api/help/faq/delete', '删除一个常见问题', {
  output: okAnswer,
});
