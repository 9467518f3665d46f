import { z } from 'zod';
import { post, signedIn } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';
import { okAnswer } from '@quad/contracts/shapes';
import { SCAN_STATUSES } from './rules';

const requestId = z
  .string({ error: '登录请求无效，请刷新二维码' })
  .trim()
  .regex(/^[a-z2-7]{16,64}$/, '登录请求无效，请刷新二维码')
  .describe('登录请求编号');
const secret = z
  .string({ error: '登录请求无效，请刷新二维码' })
  .trim()
  .regex(/^[a-z2-7]{20,80}$/, '登录请求无效，请刷新二维码')
  .describe('电脑端持有的登录密钥（不在二维码中）');
/** What the desktop holds: the request and its secret, which only the page that made it knows. */
const desktopInput = z.object({ id: requestId, secret });
const code = z.object({ code: text('二维码', 120) });

export const ZScanStatus = z.enum(SCAN_STATUSES);

/** The desktop's login page: a new request, its QR, and the secret that alone turns its confirmation into a session. */
export const createScanLogin = post('/smlogin/api/create', '电脑端：生成扫码登录二维码（一次性，60 秒内有效）', {
  access: 'public',
  output: z.object({
    id: z.string().describe('登录请求编号'),
    secret: z.string().describe('电脑端密钥：只在此答复中出现一次，不在二维码中'),
    link: z.string().describe('二维码的内容：手机打开的确认页地址'),
    svg: z.string().describe('二维码图片（SVG）'),
    expiresIn: z.number().int().describe('几秒后过期'),
  }),
  errors: [10029],
});

/**
 * The desktop follows its request: answered as soon as the state differs from `known` (within
 * moments of the phone's scan or confirmation, on whichever instance it happened), else after 25 s
 * with the same state, when the page asks again.
 */
export const waitScanLogin = post('/smlogin/api/wait', '电脑端：等待扫码状态变化（长轮询，最长 25 秒）', {
  access: 'public',
  input: desktopInput.extend({ known: ZScanStatus.default('waiting').describe('电脑端已知的状态') }),
  output: z.object({
    status: ZScanStatus,
    name: z.string().describe('扫码人姓名（已扫码之后）'),
  }),
  errors: [1],
});

/** Once the phone confirmed: the desktop's secret becomes a session (cookies as a password sign-in sets them). */
export const exchangeScanLogin = post('/smlogin/api/exchange', '电脑端：手机确认后以密钥换取登录会话', {
  access: 'public',
  input: desktopInput,
  output: okAnswer,
  errors: [1],
});

export const ZScanDetails = z.object({
  browser: z.string().describe('电脑端浏览器，如 Chrome 126'),
  os: z.string().describe('电脑端系统，如 Windows 10/11'),
  ip: z.string().describe('电脑端地址'),
  created: z.number().int().describe('电脑端发起的时间'),
});
export type TScanDetails = z.infer<typeof ZScanDetails>;

/** The phone opened the QR: the request is now its person's to confirm, and the phone is told who asks. */
export const scanScanLogin = signedIn.post('/smlogin/wap/scan', '手机端：扫描登录二维码，读取电脑端信息', {
  input: code,
  output: ZScanDetails,
  errors: [1],
});

export const confirmScanLogin = signedIn.post('/smlogin/wap/confirm', '手机端：确认在电脑上登录', {
  input: code,
  output: okAnswer,
  errors: [1],
});

export const cancelScanLogin = signedIn.post('/smlogin/wap/cancel', '手机端：取消电脑端的登录', {
  input: code,
  output: okAnswer,
  errors: [1],
});
