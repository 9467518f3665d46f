import { z } from 'zod';
import { defineCall, post, signedIn } from '@quad/contracts/call';
import { anyInput, listOf, okAnswer } from '@quad/contracts/shapes';
import { ZPasswordSignInAnswer, ZPasswordSignInInput } from '@quad/contracts/password-sign-in';
import { CAPTCHA_REQUIRED } from '@quad/contracts/captcha-calls';
// The platform's password rule (8 to 64 characters with letters and digits), shared with the account centre's reset.
import { ZNewPassword } from '@quad/contracts/password-rules';
import { ZUserType } from '@quad/contracts/user-types';


/** Sign-in with username and password (original protocol §2.2): the answer's body is exactly `{"e":0,"m":"操作成功","d":{}}`. */
export const loginCheck = post('/uc/wap/login/check', '账号密码登录，成功后设置 eai-sess 与 UUkey', {
  access: 'public',
  input: ZPasswordSignInInput,
  output: ZPasswordSignInAnswer,
  errors: [1, 10029],
  // After repeated failures: e=1 请先完成滑块验证 with d.captcha = true; the page shows the slider and sends again with the token.
  reasons: [CAPTCHA_REQUIRED],
});

/** A state change: the original product's GET [M] is answered only to an XHR from this site (csrf.ts). */
export const logout = defineCall({
  method: 'POST',
  alsoMethods: ['GET'],
  path: '/uc/wap/login/logout',
  summary: '退出登录',
  access: 'public',
  input: anyInput,
  output: z.object({}).strict(),
});

export const ZUserBase = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  role: z.object({ number: z.string().describe('学工号'), identity: ZUserType }),
  type: ZUserType,
  department: z.string(),
  department_id: z.string(),
  class_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
});
export type TUserBase = z.infer<typeof ZUserBase>;

/** The signed-in user (original protocol: scripts test `d.base.role.number == username`). */
export const getInfo = signedIn.getOrPost('/uc/wap/user/get-info', '当前用户信息', {
  beforePasswordChange: true,
  output: z.object({ base: ZUserBase }),
});

export const ZSignIn = z.object({
  created: z.number().int().describe('登录时间'),
  ip: z.string().describe('来源地址'),
  user_agent: z.string().describe('浏览器或客户端'),
  method: z.string().describe('登录方式：password 账号密码，sms 短信验证码，wecom 企业微信，dingtalk 钉钉，demo 演示消息应用，cas 统一身份认证，oidc OpenID Connect，qrcode 扫码登录，minigram 小程序，switch 切换身份（corp 为旧记录的消息应用登录）'),
});

/** The latest sign-ins to my own account, so that I can notice one that was not me. */
export const listSignIns = signedIn.get('/uc/wap/user/sign-ins', '我的账号最近的登录记录', {
  output: listOf(ZSignIn),
});

export const ZOpenSession = z.object({
  key: z.string().describe('会话标识（用于结束它）'),
  created: z.number().int().describe('登录时间'),
  lastSeen: z.number().int().describe('最近活动（精确到小时）'),
  ip: z.string(),
  userAgent: z.string().describe('浏览器或客户端'),
  current: z.boolean().describe('是否为本机'),
});

/** 登录设备: where my account is signed in now, so that I can end a session that is not mine. */
export const listMySessions = signedIn.get('/uc/api/sessions', '我的账号当前登录的设备', {
  output: listOf(ZOpenSession),
});

export const endMySession = signedIn.post('/uc/api/sessions/end', '结束我的一个登录（在该设备上退出）', {
  input: z.object({ key: z.string().trim().min(1, '请选择要退出的设备').max(64) }),
  output: okAnswer,
  errors: [10004],
});

export const ZIdentity = z.object({
  uid: z.string().describe('身份对应的账号编号'),
  identity: z.string().describe('身份类型：student、teacher、staff、visitor'),
  number: z.string().describe('学工号'),
  department: z.string(),
  class_name: z.string(),
  current: z.boolean().describe('是否为当前登录的身份'),
});

/** `center/switch`: the identities of the person signed in (one, unless the site linked several accounts). */
export const listIdentities = signedIn.getOrPost('/uc/wap/identity/list', '我的全部身份', {
  output: listOf(ZIdentity),
});

/** Switches to another identity of the same person: a new session for that account, the old one ends. */
export const switchIdentity = signedIn.post('/uc/wap/identity/switch', '切换到我的另一个身份（无需再次登录）', {
  input: z.object({ uid: z.string().trim().min(1, '请选择身份').max(40).describe('身份对应的账号编号') }),
  output: okAnswer,
});


/**
 * Changes my password; a session that signed in with a first or reset password may make no other call
 * (10028) until it has. Every other session of mine ends; this one stays.
 */
export const changePassword = signedIn.post(
  '/uc/wap/user/change-password',
  '修改我的密码（首次登录或密码被重置后须先修改），其他设备上的登录随之退出',
  {
    beforePasswordChange: true,
    input: z
      .object({
        old_password: z.string({ error: '请填写当前密码' }).min(1, '请填写当前密码').max(128, '当前密码不能超过128位').describe('当前密码'),
        new_password: ZNewPassword.describe('新密码'),
        new_password2: z.string({ error: '请填写确认新密码' }).min(1, '请填写确认新密码').max(64, '确认新密码不能超过64位').describe('确认新密码'),
      })
      .refine((v) => v.new_password === v.new_password2, { path: ['new_password2'], message: '确认新密码与新密码不一致' })
      .refine((v) => v.new_password !== v.old_password, { path: ['new_password'], message: '新密码不能与当前密码相同' }),
    output: z.object({}).strict(),
    errors: [1, 10029],
  },
);
