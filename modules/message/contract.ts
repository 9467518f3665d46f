import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { flag, recordId } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { okAnswer } from '@quad/contracts/shapes';

const messageId = recordId('消息');

export const ZMessage = z.object({
  id: z.string(),
  appKey: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  /** Unix seconds it reached the inbox (the end of quiet hours for a held message). */
  created: z.number(),
  read: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const listMessages = signedIn.getOrPost('/message/wap/default/list', '我的消息列表（分页，可未读优先）', {
  input: pagedInput({ unreadFirst: flag('未读优先').default(false) }),
  output: pageOf(ZMessage, { unread: z.number() }),
});

/** The home page's badge: messages that are new now (held ones are not, until quiet hours end). */
export const unreadCount = signedIn.getOrPost('/message/wap/default/unread-count', '未读消息数', {
  output: z.object({ count: z.number() }),
});

/** One message; opening it marks it read. */
export const getMessage = signedIn.about(messageId).getOrPost('/message/wap/default/detail', '消息详情（同时标记已读）', {
  output: ZMessage,
});

export const markRead = signedIn.about(messageId).post('/message/wap/default/read', '标记消息已读', {
  output: okAnswer,
});

export const markAllRead = signedIn.post('/message/wap/default/read-all', '全部标记已读', {
  output: z.object({ count: z.number() }),
});

const clock = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 时:分，如 22:00`)
    .describe(label);

const appKey = z.string().trim().regex(/^[A-Za-z][\w-]{0,39}$/, '应用标识格式不正确');

export const ZDoNotDisturb = z.object({
  enabled: z.boolean(),
  start: z.string(),
  end: z.string(),
  muted: z.array(z.string()),
  /** Apps that have written to this user (and the muted ones): what the screen offers to mute. */
  apps: z.array(z.string()),
});

export const getDoNotDisturb = signedIn.getOrPost('/message/wap/interruption/get', '消息免打扰设置', {
  output: ZDoNotDisturb,
});

export const saveDoNotDisturb = signedIn.post('/message/wap/interruption/save', '保存消息免打扰设置（免打扰时段按学校时区）', {
  encoding: 'json',
  input: z.object({
    enabled: flag('免打扰开关'),
    start: clock('开始时间'),
    end: clock('结束时间'),
    // Form clients send a comma-separated list, JSON clients an array.
    muted: z
      .union([z.array(appKey).max(100, '免打扰应用过多'), z.string().transform((s) => s.split(',').filter(Boolean))], {
        error: '免打扰应用格式不正确',
      })
      .pipe(z.array(appKey).max(100, '免打扰应用过多'))
      .default([])
      .describe('免打扰应用'),
  }),
  output: okAnswer,
});
