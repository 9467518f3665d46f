import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, OK_MESSAGE } from '@quad/contracts/errors';
import type { TPlatform } from '../module';
import { registerPage, type TPage } from './pages';
import { checkReadiness, readinessChecks } from './readiness';

const HEALTH_PAGE: TPage = {
  method: 'GET',
  path: '/healthz',
  summary: '存活检查（负载均衡探测用）：进程在运行即回答，不访问数据库',
  access: 'public',
  produces: ['envelope'],
  output: z.object({ status: z.literal('ok') }),
  infrastructure: true,
};

const READY_PAGE: TPage = {
  method: 'GET',
  path: '/readyz',
  summary: '就绪检查（负载均衡探测用）：数据库、Redis（已配置时）和存储目录都可用时回答 200，否则 503 并指出哪一项',
  access: 'public',
  produces: ['envelope'],
  output: z.object({ status: z.enum(['ok', 'unready']), checks: z.record(z.string(), z.enum(['ok', 'failed'])) }),
  infrastructure: true,
};

/**
 * A load balancer's two questions. `/healthz`: is the process alive (restart it if not)? `/readyz`:
 * can it serve now (send it traffic only if so)? Both answer before any site is resolved, since a
 * probe reaches the instance by its address, and a failed readiness is an answer, not a logged error.
 */
export function installProbes(app: FastifyInstance, platform: TPlatform): void {
  const checks = readinessChecks(platform);
  registerPage(app, HEALTH_PAGE, async () => ({ e: ErrorCode.OK, m: OK_MESSAGE, d: { status: 'ok' } }));
  registerPage(app, READY_PAGE, async (_request, reply) => {
    const readiness = await checkReadiness(checks);
    if (readiness.ready) return { e: ErrorCode.OK, m: OK_MESSAGE, d: { status: 'ok', checks: readiness.checks } };
    return reply
      .status(503)
      .send({ e: ErrorCode.SYSTEM, m: `服务暂不可用：${readiness.failed.join('、')}无法访问`, d: { status: 'unready', checks: readiness.checks } });
  });
}
