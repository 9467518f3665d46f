import { z } from 'zod';
import { callsFor, get } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { pageFields, pageOf } from '@quad/contracts/paging';
import { listOf, okAnswer } from '@quad/contracts/shapes';

const FEEDBACK_STATUSES = ['new', 'read', 'done'] as const;
const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES, { error: '状态不正确' }).describe('状态');
const feedbackReaders = callsFor({ app: 'admin', module: 'feedback' });

export const ZFeedbackItem = z.object({
  id: z.string(),
  content: z.string(),
  page: z.string(),
  contact: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  created: z.number().int(),
  user_name: z.string().describe('提交人，访客为空'),
});

/** The feedback inbox: what users sent from the network-error panel and other feedback entries. */
export const listFeedback = feedbackReaders.get('/admin/api/feedback/list', '意见反馈列表', {
  input: z.object({ status: ZFeedbackStatus.optional(), ...pageFields({ maxPage: 100_000, maxSize: 200 }) }),
  output: pageOf(ZFeedbackItem, { unread: z.number().int() }),
});

export const setFeedbackStatus = feedbackReaders.post('/admin/api/feedback/status', '标记反馈为已读或已处理', {
  input: z.object({ id: text('反馈', 40), status: ZFeedbackStatus }),
  output: okAnswer,
  errors: [10004],
});

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .describe(label);

/** Visits per app per day, from the visit log (spec §7), for the usage chart. */
export const usageDaily = get('/admin/api/usage/daily', '各应用每日访问量', {
  access: { app: 'admin', module: 'usage' },
  input: z.object({ from: day('开始日期'), to: day('结束日期'), appkey: optionalText('应用', 64) }),
  output: listOf(z.object({ day: z.string(), appkey: z.string(), count: z.number().int() })),
});
