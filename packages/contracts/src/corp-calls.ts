import { z } from 'zod';
import { get, post, signedIn } from './call';
import { optionalText, text } from './fields';
import { listOf, okAnswer } from './shapes';

/** A single-use token the server handed out (one-time-tokens.ts: 20–80 base-32 characters). */
const oneTimeToken = (label: string, message: string) =>
  z.string({ error: message }).trim().regex(/^[a-z2-7]{20,80}$/, message).describe(label);

const redirectAnswer = z.object({ redirect: z.string().describe('登录后前往的本站地址') });

/** Inside the messaging app (DingTalk's in-app free login): the JS-API's code becomes a session, or a binding to finish. */
export const corpAppSignIn = post('/api/corp/app-sign-in', '应用内免登：以消息应用 JS-API 的授权码登录', {
  access: 'public',
  input: z.object({
    code: text('免登授权码', 200),
    redirectUrl: optionalText('登录后回到的本站地址', 2000),
  }),
  output: redirectAnswer,
  errors: [1, 10003],
});

/** First sign-in of a messaging account nobody holds yet: the person proves who they are with their number and password (or a code: `corpBindByCode`). */
export const corpBind = post('/api/corp/bind', '首次登录绑定：以学工号和密码把消息应用账号绑定到本人并登录', {
  access: 'public',
  input: z.object({
    ticket: oneTimeToken('绑定凭据', '绑定请求已失效，请重新进入页面'),
    number: text('学工号', 64),
    password: z.string({ error: '请填写密码' }).min(1, '请填写密码').max(200, '密码不能超过200个字').describe('当前密码'),
  }),
  output: redirectAnswer,
  errors: [1, 10029],
});

const ZBindCode = z
  .string({ error: '请填写验证码' })
  .trim()
  .min(1, '请填写验证码')
  .regex(/^\d{6}$/, '验证码为6位数字')
  .describe('验证码（6位数字，5分钟内有效）');

/**
 * The other way to prove it on first sign-in: a one-time code by SMS to the phone bound to the
 * number. The answer names that phone masked (138****5678); a number with no phone is told to use
 * the password. Registered by modules/polymerization, which keeps the codes (6 digits, 5 minutes,
 * 5 tries, one a minute, daily caps); the ticket and the bind itself are corp-bind.ts's.
 */
export const corpBindSendCode = post('/api/corp/bind/send-code', '首次登录绑定：向学工号绑定的手机发送短信验证码', {
  access: 'public',
  input: z.object({
    ticket: oneTimeToken('绑定凭据', '绑定请求已失效，请重新进入页面'),
    number: text('学工号', 64),
  }),
  output: z.object({
    phone: z.string().describe('验证码发往的手机号（脱敏）'),
    expires_in: z.number().int().describe('验证码有效秒数'),
    resend_in: z.number().int().describe('多少秒后可再次获取'),
  }),
  errors: [1, 10029],
});

/** Binds with the number and the code sent to its phone, then signs in, as `corpBind` does with the password. */
export const corpBindByCode = post('/api/corp/bind/by-code', '首次登录绑定：以学工号和短信验证码把消息应用账号绑定到本人并登录', {
  access: 'public',
  input: z.object({
    ticket: oneTimeToken('绑定凭据', '绑定请求已失效，请重新进入页面'),
    number: text('学工号', 64),
    code: ZBindCode,
  }),
  output: redirectAnswer,
  errors: [1, 10029],
});

export const ZCorpBinding = z.object({
  kind: z.string().describe('消息应用：wecom 企业微信 / dingtalk 钉钉 / demo 演示'),
  corpUserId: z.string().describe('消息应用中的账号'),
});

/** My messaging accounts (one per site today), for the personal centre. */
export const myCorpBindings = get('/api/corp/bindings', '我绑定的消息应用账号', {
  access: 'session',
  output: listOf(ZCorpBinding),
});

export const corpUnbind = signedIn.post('/api/corp/unbind', '解除绑定我的消息应用账号', {
  input: z.object({ corpUserId: text('消息应用账号', 200) }),
  output: okAnswer,
  errors: [1],
});
