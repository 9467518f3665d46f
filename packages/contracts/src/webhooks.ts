import { z } from 'zod';
import { callsFor } from './call';
import { optionalText, text, url } from './fields';
import { pageFields, pageOf } from './paging';
import { listOf, okAnswer } from './shapes';
import type { TWebhookEvent } from './webhook-event';

/** Webhooks are managed in the site console by holders of admin/webhooks. */
const webhookAdmins = callsFor({ app: 'admin', module: 'webhooks' });

/** An event's name, as webhooks store it; the events themselves are declared by the areas (`webhookEvent`). */
const eventName = z.string().describe('事件类型');

export const ZWebhookEventInfo = z.object({ name: eventName, summary: z.string().describe('说明') });

/** The JSON body of every delivery; `id` stays the same across retries, so receivers can drop repeats. */
export const zWebhookBody = <D extends z.ZodType>(event: TWebhookEvent<D>) =>
  z.object({
    id: z.string().describe('事件编号，重试时不变'),
    event: z.literal(event.name).describe('事件类型'),
    site: z.string().describe('站点标识'),
    created: z.number().int().describe('事件发生时间'),
    data: event.data,
  });

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string().describe('接收地址'),
  events: z.array(eventName).describe('订阅的事件'),
  description: z.string().describe('说明'),
  secret_hint: z.string().describe('签名密钥末 4 位'),
  created: z.number().int(),
  created_by: z.string(),
  pending: z.number().int().describe('待投递条数'),
  failed: z.number().int().describe('投递失败条数'),
});

export const createWebhook = webhookAdmins.post('/admin/api/webhooks/create', '登记 Webhook：签名密钥只在此次回答中出现一次，请立即保存', {
  encoding: 'json',
  input: z.object({
    url: url('接收地址'),
    events: z
      // Which names exist is the server's to say (the areas declare them), so the handler checks them.
      .array(text('事件', 60), { error: '请选择事件' })
      .min(1, '请至少选择一个事件')
      .describe('事件'),
    description: optionalText('说明', 200),
  }),
  output: ZWebhook.extend({ secret: z.string().describe('签名密钥，只显示这一次') }),
  errors: [1],
});

export const listWebhookEvents = webhookAdmins.get('/admin/api/webhooks/events', 'Webhook 可以订阅的事件：各功能声明的事件，按功能的加载顺序', {
  output: listOf(ZWebhookEventInfo),
});

export const listWebhooks = webhookAdmins.get('/admin/api/webhooks/list', '本站的 Webhook（不含签名密钥）', {
  output: listOf(ZWebhook),
});

export const deleteWebhook = webhookAdmins.about(text('Webhook', 40)).post('/admin/api/webhooks/delete', '删除 Webhook 及其投递记录，未投递的不再投递', {
  output: okAnswer,
});

export const ZWebhookDelivery = z.object({
  id: z.string().describe('投递编号（X-Quad-Delivery）'),
  webhook_id: z.string(),
  event_id: z.string(),
  event: eventName,
  status: z.enum(['pending', 'delivered', 'failed']).describe('状态：待投递、已送达、已放弃'),
  attempts: z.number().int().describe('已尝试次数'),
  next_attempt: z.number().int().describe('下次尝试时间，0 为不再尝试'),
  response_status: z.number().int().describe('最近一次的 HTTP 状态，0 为未收到回答'),
  last_error: z.string().describe('最近一次失败的原因'),
  created: z.number().int(),
  delivered: z.number().int().describe('送达时间，0 为未送达'),
});

export const listDeliveries = webhookAdmins.get('/admin/api/webhooks/deliveries', 'Webhook 的投递记录：状态、尝试次数与失败原因', {
  input: z.object({
    webhook_id: optionalText('Webhook', 40),
    status: z.enum(['pending', 'delivered', 'failed'], { error: '状态不正确' }).optional().describe('状态'),
    ...pageFields({ maxPage: 100_000, maxSize: 200 }),
  }),
  output: pageOf(ZWebhookDelivery),
});

export const redeliver = webhookAdmins.about(text('投递', 40)).post('/admin/api/webhooks/redeliver', '重新投递一条已放弃的投递', {
  output: okAnswer,
  errors: [1],
});
