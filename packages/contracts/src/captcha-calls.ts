import { z } from 'zod';
import { post } from './call';
import { int, recordId } from './fields';

/**
 * The slider captcha (spec route hkhtml/index, issue 23): a picture with a puzzle-piece gap, a piece to
 * drag into it. The server keeps where the gap is; a drag to the right place with a human track earns
 * a single-use token that a protected call (a password sign-in after repeated failures, later a flash
 * sale) takes once. Platform calls, so any area's page can ask for one through `SliderCaptcha`.
 */

/** `d.reason` of a refusal that wants a captcha token first: the page shows the slider and sends again. */
export const CAPTCHA_REQUIRED = 'captcha.required';
/** `d.reason` of a check that failed (wrong place, machine-like drag, expired or used challenge): start again. */
export const CAPTCHA_FAILED = 'captcha.failed';

/** Which input moved the piece: the keyboard's arrow keys (accessibility) are judged by their own rules. */
export const CAPTCHA_INPUTS = ['pointer', 'keyboard'] as const;

export const ZCaptchaChallenge = z.object({
  id: z.string().describe('验证编号（只能检查一次，2分钟内有效）'),
  background: z.string().describe('带缺口的背景图（data URL）'),
  piece: z.string().describe('拼图块图片（data URL，透明底）'),
  y: z.number().int().describe('拼图块在背景中的纵坐标（像素）'),
  width: z.number().int().describe('背景图宽度（像素）'),
  height: z.number().int().describe('背景图高度（像素）'),
  pieceSize: z.number().int().describe('拼图块的宽和高（像素）'),
  expiresIn: z.number().int().describe('有效秒数'),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** One sample of the drag: the piece's left edge (px from the start), the pointer's vertical offset, ms since the press. */
const ZTrackPoint = z.object({
  x: z.number({ error: '拖动轨迹格式不正确' }).finite('拖动轨迹格式不正确'),
  y: z.number({ error: '拖动轨迹格式不正确' }).finite('拖动轨迹格式不正确'),
  t: z.number({ error: '拖动轨迹格式不正确' }).finite('拖动轨迹格式不正确'),
});
export type TTrackPoint = z.infer<typeof ZTrackPoint>;

export const newCaptcha = post('/api/captcha/new', '新的滑块验证：带缺口的图片与拼图块', {
  access: 'public',
  output: ZCaptchaChallenge,
  errors: [10029],
});

export const checkCaptcha = post('/api/captcha/check', '检查滑块验证：拼图块的位置与拖动轨迹，通过时给出一次性凭证', {
  access: 'public',
  encoding: 'json',
  input: z.object({
    id: recordId('滑块验证'),
    x: int('拼图块位置', -1000, 10_000),
    input: z.enum(CAPTCHA_INPUTS, { error: '拖动方式不正确' }).default('pointer').describe('拖动方式：pointer 鼠标或手指，keyboard 方向键'),
    track: z.array(ZTrackPoint, { error: '拖动轨迹格式不正确' }).max(2000, '拖动轨迹太长').describe('拖动轨迹'),
  }),
  output: z.object({ token: z.string().describe('一次性凭证：交给需要验证的调用（2分钟内有效）') }),
  errors: [1, 10029],
  reasons: [CAPTCHA_FAILED],
});
