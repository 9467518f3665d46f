import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';
import { ErrorCode } from '@quad/contracts/errors';
import { registerPage, type TPage } from '../http/pages';
import type { TPlatform } from '../module';
import { bearerOf } from '../tokens/authenticate';
import { countRequests } from './request-metrics';
import { watchQueuesAndCaches } from './scrape-metrics';

/** Answered on any host (`infrastructure`): Prometheus scrapes each instance by its address. */
const METRICS_PAGE: TPage = { method: 'GET', path: '/metrics', access: 'public', produces: ['text', 'envelope'], infrastructure: true, summary: '运行指标（Prometheus 文本格式）：需 Authorization: Bearer <METRICS_TOKEN>；未配置令牌时不存在' };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, in constant time: the answer tells nothing of how much of a guess was right. */
const holdsToken = (given: string | undefined, token: string) => timingSafeEqual(digest(given ?? ''), digest(token));

/**
 * `/metrics` for Prometheus, when `METRICS_TOKEN` is set; otherwise nothing is counted and the
 * address answers 404 like any unknown one. Each server keeps its own registry (tests start several).
 */
export async function installMetrics(app: FastifyInstance, platform: TPlatform): Promise<void> {
  const token = platform.config.metricsToken;
  if (!token) return;
  // Loaded only here: about 12 MB that an instance nobody scrapes need not carry.
  const client: typeof PromClient = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  countRequests(app, client, registry);
  watchQueuesAndCaches(client, registry, platform, app.jobs);
  registerPage(app, METRICS_PAGE, async (request, reply) => {
    if (!holdsToken(bearerOf(request), token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ e: ErrorCode.FORBIDDEN, m: '监控令牌不正确', d: {} });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
