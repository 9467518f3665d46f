import type { FastifyInstance } from 'fastify';
import { createWebhook, deleteWebhook, listDeliveries, listWebhookEvents, listWebhooks, redeliver } from '@quad/contracts/webhooks';
import { recordAudit } from '../audit/record';
import { fail, invalid, notFound } from '../errors';
import { registerCall } from '../http/calls';
import { urlProblem } from '../http/outbound';
import type { TPlatform } from '../module';
import { callerName } from '../tokens/authenticate';
import {
  countWebhooks,
  deleteWebhookRecord,
  insertWebhook,
  listDeliveryRecords,
  listWebhookRecords,
  MAX_WEBHOOKS_PER_SITE,
  requeueDelivery,
} from './store';

/** Webhook management for the site console (`/admin/api/webhooks/*`, app admin, module webhooks). */
export function registerWebhookCalls(
  app: FastifyInstance,
  { outbound, webhookEvents }: Pick<TPlatform, 'outbound' | 'webhookEvents'>,
): void {
  registerCall(app, listWebhookEvents, async () => ({
    list: [...webhookEvents.values()].map(({ name, summary }) => ({ name, summary })),
  }));

  registerCall(app, createWebhook, async ({ input, siteDb, userId, request }) => {
    const problem = urlProblem(input.url, '接收地址');
    if (problem) throw invalid({ url: problem });
    const unknown = input.events.filter((e) => !webhookEvents.has(e));
    if (unknown.length) throw invalid({ events: `没有这种事件：${unknown.join('、')}` });
    if (await outbound.refuses(input.url)) throw invalid({ url: '接收地址指向内网，不能使用' });
    if ((await countWebhooks(siteDb)) >= MAX_WEBHOOKS_PER_SITE) throw fail(`每个站点最多登记 ${MAX_WEBHOOKS_PER_SITE} 个 Webhook`);
    const { id, secret } = await siteDb.transaction(async (tx) => {
      const created = await insertWebhook(tx, input, userId);
      const after = { url: input.url, events: input.events, description: input.description ?? '' };
      await recordAudit(tx, request, {
        actorId: userId,
        actorName: await callerName(tx, request, userId),
        action: 'webhooks.create',
        targetType: 'webhook',
        targetId: created.id,
        after,
      });
      return created;
    });
    const [record] = await listWebhookRecords(siteDb, [id]);
    return { ...record!, secret };
  });

  registerCall(app, listWebhooks, async ({ siteDb }) => ({ list: await listWebhookRecords(siteDb) }));

  registerCall(app, deleteWebhook, async ({ input, siteDb, userId, request }) => {
    await siteDb.transaction(async (tx) => {
      const [before] = await listWebhookRecords(tx, [input.id]);
      if (!before || !(await deleteWebhookRecord(tx, input.id))) throw notFound('Webhook 不存在');
      await recordAudit(tx, request, {
        actorId: userId,
        actorName: await callerName(tx, request, userId),
        action: 'webhooks.delete',
        targetType: 'webhook',
        targetId: input.id,
        before,
      });
    });
    return {};
  });

  registerCall(app, listDeliveries, async ({ input, siteDb }) => listDeliveryRecords(siteDb, input));

  registerCall(app, redeliver, async ({ input, siteDb }) => {
    const outcome = await requeueDelivery(siteDb, input.id);
    if (outcome === 'missing') throw notFound('投递记录不存在');
    if (outcome === 'not-failed') throw fail('只有已放弃的投递可以重新投递');
    return {};
  });
}
