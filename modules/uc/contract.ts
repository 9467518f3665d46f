import { z } from 'zod';
import { defineCall, post, signedIn } from '@quad/contracts/call';
import { anyInput, listOf, okAnswer } from '@quad/contracts/shapes';

export const ZUserType = z.enum(['student', 'teacher', 'staff', 'visitor']);

/** Sign-in with username and password (original protocol §2.2): the answer's body is exactly `{"e":0,"m":"操作成功","d":{}}`. */
export const loginCheck = post('/uc/wap/login/check', '账号密码登录，成功后设置 eai-sess 与 UUkey', {
  access: 'public',
  input: z.object({
    username: z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(64, '账号不能超过64个字').describe('账号'),
    password: z.string({ error: '请填写密码' }).min(1, '请填写密码').max(128, '密码不能超过128个字').describe('密码'),
  }),
  // Scripts of the original product read nothing from `d`; the web app goes to change the password.
  output: z.object({ must_change_password: z.literal(true).optional().describe('首次登录或密码被重置：须先修改密码') }).strict(),
  errors: [1, 10029],
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
  method: z.string().describe('登录方式：password 账号密码，corp 企业微信'),
});

/** The latest sign-ins to my own account, so that I can notice one that was not me. */
export const listSignIns = signedIn.get('/uc/wap/user/sign-ins', '我的账号最近的登录记录', {
  output: listOf(ZSignIn),
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

/** 8 to 64 characters with letters and digits: a first password is random, the one people choose must not be easy. */
const ZNewPassword = z
  .string({ error: '请填写新密码' })
  .min(1, '请填写新密码')
  .max(64, '新密码不能超过64位')
  .refine((v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), '新密码至少8位，须同时包含字母和数字');

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
