import { z } from 'zod';
import { post, signedIn } from '@quad/contracts/call';
import { okAnswer } from '@quad/contracts/shapes';
import { ZNewPassword, ZNewPasswordRepeat } from '@quad/contracts/password-rules';
import { ZPasswordSignInAnswer } from '@quad/contracts/password-sign-in';
import { ZOrder } from '@quad/ledger-engine/contract';

/** Mainland mobile numbers: 11 digits from 13 to 19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_LENGTH = 6;

const ZPhone = z.string({ error: '请填写手机号' }).trim().min(1, '请填写手机号').regex(PHONE_PATTERN, '请填写正确的11位手机号').describe('手机号');
const ZCode = z
  .string({ error: '请填写验证码' })
  .trim()
  .min(1, '请填写验证码')
  .regex(/^\d{6}$/, '验证码为6位数字')
  .describe('验证码（6位数字，5分钟内有效）');
const ZAccount = z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(64, '账号不能超过64个字').describe('账号');

/** When the code lasts and when another may be asked for: the page counts down from these. */
export const ZCodeSent = z.object({
  expires_in: z.number().int().describe('验证码有效秒数'),
  resend_in: z.number().int().describe('多少秒后可再次获取'),
});

export const ZAccountSummary = z.object({
  username: z.string().describe('账号'),
  realname: z.string(),
  number: z.string().describe('学工号'),
  phone: z.string().describe('绑定的手机号（脱敏，未绑定为空）'),
  email: z.string().describe('邮箱（脱敏，未填写为空）'),
});

/** 账号中心: who I am, and the phone and e-mail my codes go to, masked (the page may be seen over a shoulder). */
export const getAccount = signedIn.get('/polymerization/api/account', '账号中心：我的账号与脱敏的手机号、邮箱', {
  output: ZAccountSummary,
});

/** How many of my latest orders the payment page lists; the rest are in 缴费记录 and 我的账单. */
export const RECENT_ORDERS = 5;

/**
 * 支付与钱包: my wallet, the orders still waiting for a provider's answer, and my latest orders of
 * every kind (fees, top-ups, card, electricity), all from the ledger.
 */
export const getPaymentSummary = signedIn.getOrPost('/polymerization/api/payment', '账号中心·支付：钱包余额、待支付订单数与最近订单', {
  output: z.object({
    walletFen: z.number().describe('钱包余额（分）'),
    awaiting: z.number().describe('待支付或支付结果未到的订单数'),
    recent: z.array(ZOrder).describe(`最近的订单（最多${RECENT_ORDERS}笔，新的在前）`),
  }),
});

/**
 * A code to the new number, for binding a first phone or changing it (which one the server knows from
 * the account). Refused when another active account of the site has the number.
 */
export const sendPhoneCode = signedIn.post('/polymerization/api/phone/send-code', '向要绑定的新手机号发送短信验证码', {
  input: z.object({ phone: ZPhone }),
  output: ZCodeSent,
  errors: [1, 10029],
});

export const bindPhone = signedIn.post('/polymerization/api/phone/bind', '绑定手机号（尚未绑定时）', {
  input: z.object({ phone: ZPhone, code: ZCode }),
  output: okAnswer,
  errors: [1, 10029],
});

/** Changing needs the current password as well: the code proves the new number, the password the person. */
export const changePhone = signedIn.post('/polymerization/api/phone/change', '更换绑定的手机号（需当前密码与新号码的验证码）', {
  input: z.object({
    phone: ZPhone,
    code: ZCode,
    password: z.string({ error: '请填写当前密码' }).min(1, '请填写当前密码').max(128, '当前密码不能超过128位').describe('当前密码'),
  }),
  output: okAnswer,
  errors: [1, 10029],
});

export const RESET_CHANNELS = ['phone', 'email'] as const;
const ZChannel = z.enum(RESET_CHANNELS, { error: '请选择接收验证码的方式' }).describe('验证码发往：phone 绑定的手机，email 邮箱');

/**
 * Forgotten password, step one. The answer is the same whether or not the account exists or has the
 * phone or e-mail chosen: nobody learns from it which accounts there are.
 */
export const sendResetCode = post('/polymerization/api/reset/send-code', '找回密码：向账号绑定的手机或邮箱发送验证码', {
  access: 'public',
  input: z.object({ account: ZAccount, channel: ZChannel }),
  output: ZCodeSent,
  errors: [1, 10029],
});

/** Step two: the code and the new password; every session of the person ends. */
export const confirmReset = post('/polymerization/api/reset/confirm', '找回密码：凭验证码设置新密码，账号在所有设备上退出', {
  access: 'public',
  input: z
    .object({ account: ZAccount, code: ZCode, new_password: ZNewPassword.describe('新密码'), new_password2: ZNewPasswordRepeat.describe('确认新密码') })
    .refine((v) => v.new_password === v.new_password2, { path: ['new_password2'], message: '确认新密码与新密码不一致' }),
  output: okAnswer,
  errors: [1, 10029],
});

/**
 * 验证码登录, step one: a code to the phone. The answer is the same whether or not an active person
 * of the site has the number (nobody learns from it who studies here); only that person gets the code.
 */
export const sendLoginCode = post('/polymerization/api/login/code', '验证码登录：向手机号发送登录验证码', {
  access: 'public',
  input: z.object({ phone: ZPhone }),
  output: ZCodeSent,
  errors: [1, 10029],
});

/** Step two: the number and its code sign in the person who has it, as the password sign-in does. */
export const loginByCode = post('/polymerization/api/login', '验证码登录：以手机号和短信验证码登录，成功后设置 eai-sess 与 UUkey', {
  access: 'public',
  input: z.object({ phone: ZPhone, code: ZCode }),
  output: ZPasswordSignInAnswer,
  errors: [1, 10029],
});
