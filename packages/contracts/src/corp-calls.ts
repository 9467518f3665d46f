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

/** First sign-in of a messaging account nobody holds yet: the person proves who they are with their number and password. */
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
