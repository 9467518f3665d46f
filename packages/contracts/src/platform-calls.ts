import { z } from 'zod';
import { getOrPost, post, signedIn } from './call';
import { optionalText, text, unixSeconds, url } from './fields';
import { ZSiteSettingsAnswer } from './site';
import { idAnswer, okAnswer } from './shapes';

/** Site settings read by every page before sign-in (spec §7; original protocol `/wap/setting/info`). */
export const settingInfo = getOrPost('/wap/setting/info', '站点设置：版权信息与站点图标', {
  aliases: ['/api/setting/info'],
  access: 'public',
  output: ZSiteSettingsAnswer,
});

/** Visit log: `signature = md5(appkey + timestamp + url)` (original protocol §2.5). */
export const visitLog = post('/wap/log/save-log', '记录页面访问，用于各应用的使用统计', {
  aliases: ['/api/log/save-log'],
  access: 'public',
  input: z.object({
    appkey: text('应用标识', 64),
    url: url('页面地址'),
    timestamp: unixSeconds('时间戳'),
    signature: z.string({ error: '请填写签名' }).regex(/^[0-9a-fA-F]{32}$/, '签名格式不正确').describe('签名'),
  }),
  output: okAnswer,
});

/** Front-end failure report (spec §7), size capped and rate limited per address. */
export const webLog = post('/api/log/save-web-log', '记录前端异常', {
  access: 'public',
  encoding: 'json',
  input: z.object({
    err_message: z.string({ error: '请填写错误信息' }).max(8000, '错误信息太长').describe('错误信息'),
    return_data: z.unknown().optional().describe('接口返回'),
    vue_data: z.unknown().optional().describe('页面数据'),
  }),
  output: okAnswer,
  errors: [10029],
});

export const ZShareConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});

/** Share info for the messaging app's share menu (spec §7): the card and the JS-SDK signature. */
export const shareInfo = post('/wap/share/info', '分享信息与企业微信 JS-SDK 签名', {
  aliases: ['/api/share/info'],
  access: 'public',
  input: z.object({
    service: optionalText('应用标识', 64),
    service_id: optionalText('应用编号', 64),
    url: url('当前页面地址'),
  }),
  output: z.object({
    info: z.object({ image: z.string(), title: z.string(), desc: z.string(), url: z.string(), wid: z.string() }),
    config: ZShareConfig,
  }),
});

export const ZUploadedFile = z.object({
  file: z.string().describe('文件标识，用于 attach?file='),
  url: z.string().describe('文件地址'),
  thumb: z.string().describe('缩略图地址，非图片为空'),
  name: z.string(),
  size: z.number().int(),
  type: z.string().describe('MIME 类型'),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** Multipart upload, one file in field `file` (spec §7 `/api/upload/index`). */
export const uploadFile = signedIn.post('/api/upload/index', '上传图片或文件（multipart，字段 file）', {
  encoding: 'multipart',
  output: ZUploadedFile,
});

/** Upload of an image given as base64 or a data URL (spec §7 `/api/upload/bybase64`). */
export const uploadBase64 = signedIn.post('/api/upload/bybase64', '以 base64 上传图片', {
  encoding: 'json',
  input: z.object({
    base64: z.string({ error: '请提供图片内容' }).min(1, '请提供图片内容').max(14_000_000, '图片太大').describe('图片内容'),
    name: optionalText('文件名', 200),
  }),
  output: ZUploadedFile,
});

/** Feedback from the network-error screen's panel (spec §2.3) and any other feedback entry: it reaches the site's administrators. */
export const submitFeedback = post('/api/feedback/save', '提交意见反馈，送达站点管理员', {
  access: 'public',
  input: z.object({
    content: text('反馈内容', 2000),
    page: optionalText('所在页面', 2000),
    contact: optionalText('联系方式', 100),
  }),
  output: idAnswer,
  errors: [10029],
});
