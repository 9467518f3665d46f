import { z } from 'zod';

/**
 * The original product's password sign-in (protocol §2.2), as `/uc/wap/login/check` and the tenant SSO
 * bridge's `/a_<site>/api/sso/check` both take and answer it: form `username`, `password`; the body of
 * the answer is exactly `{"e":0,"m":"操作成功","d":{}}` and the session comes as cookies.
 */
export const ZPasswordSignInInput = z.object({
  username: z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(64, '账号不能超过64个字').describe('账号'),
  password: z.string({ error: '请填写密码' }).min(1, '请填写密码').max(128, '密码不能超过128个字').describe('密码'),
  // After repeated failures the answer is e=1 请先完成滑块验证 with d.captcha = true: the slider's token is sent with the next try.
  captcha_token: z.string({ error: '滑块验证凭证格式不正确' }).max(100, '滑块验证凭证格式不正确').optional().describe('滑块验证凭证（多次登录失败后需要，见 /api/captcha/check）'),
});

// Scripts of the original product read nothing from `d`; the web app goes to change the password.
export const ZPasswordSignInAnswer = z
  .object({ must_change_password: z.literal(true).optional().describe('首次登录或密码被重置：须先修改密码') })
  .strict();
