import { z } from 'zod';
import { callsFor } from './call';
import { recordId } from './fields';
import { pageFields, pageOf } from './paging';

/**
 * The messaging-app push log: every inbox message sent on to a person's enterprise messaging app,
 * for whoever configures that app in the site's settings (so "my students got nothing" has an answer).
 */
const settingsAdmins = callsFor({ app: 'admin', module: 'settings' });

export const PUSH_STATUSES = ['pending', 'sent', 'failed'] as const;

export const ZMessagePush = z.object({
  id: z.string().describe('推送编号'),
  realname: z.string().describe('收件人姓名，已注销的人为空'),
  corp_userid: z.string().describe('收件人在企业微信中的账号'),
  title: z.string().describe('消息标题'),
  status: z.enum(PUSH_STATUSES).describe('状态：待推送、已推送、已放弃'),
  attempts: z.number().int().describe('已尝试次数'),
  last_error: z.string().describe('最近一次失败的原因'),
  created: z.number().int().describe('消息发出时间'),
  due: z.number().int().describe('最早推送时间（免打扰时段结束时）'),
});

export const listMessagePushes = settingsAdmins.get('/admin/api/pushes', '企业微信推送记录：每条站内消息推到谁、状态、尝试次数与失败原因，最新的在前', {
  input: z.object({
    status: z.enum(PUSH_STATUSES, { error: '状态不正确' }).optional().describe('状态'),
    ...pageFields({ maxPage: 100_000, maxSize: 200 }),
  }),
  output: pageOf(ZMessagePush),
});

export const retryMessagePushes = settingsAdmins.about(recordId('推送').optional()).post(
  '/admin/api/pushes/retry',
  '重新推送已放弃的推送：指定 id 时只推这一条，不指定时推全部已放弃的（例如修正了企业微信配置之后）',
  {
    output: z.object({ requeued: z.number().int().describe('重新排队的条数') }),
  },
);
