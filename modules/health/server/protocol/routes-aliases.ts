import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OK_MESSAGE } from '@quad/contracts/errors';
import { requireUserId } from '@quad/platform/server/http/context';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import { readParams } from '@quad/platform/server/http/params';
import { nowSeconds } from '@quad/platform/server/ids';
import { ZOriginalDay } from '../../contract-protocol';
import { loadReporter } from '../report/service';
import { originalDay, saveFlat } from './service';
import { loadSetup } from '../settings/service';

type TAction = 'get-info' | 'save';

const ALIAS_NOTE = '学校在设置中添加的兼容路径（模块/wap/控制器，如 whuxsncov/wap/default）；未设置的路径答“请求的接口不存在”。需要登录（eai-sess 会话）';

const aliasPage = (action: TAction, method: TPage['method']): TPage => ({
  method,
  path: `/:module/wap/:controller/${action}`,
  summary:
    action === 'get-info'
      ? `原接口（兼容路径）：同 /ncov/wap/default/get-info。${ALIAS_NOTE}`
      : `原接口（兼容路径）：同 /ncov/wap/default/save，扁平字段。${ALIAS_NOTE}`,
  access: 'session',
  produces: ['envelope'],
  output: action === 'get-info' ? ZOriginalDay : z.object({}),
  changesState: action === 'save',
});

/**
 * A school's own paths for get-info and save (`settings.aliases`). They are pages rather than calls
 * because the path itself is the parameter; Fastify tries static paths first, so these never take a
 * path another call owns, and a path the requesting site has not set up answers as an unknown path does.
 */
async function serveAlias(action: TAction, request: FastifyRequest, reply: FastifyReply) {
  const { module, controller } = request.params as { module: string; controller: string };
  const { aliases } = (await loadSetup(request.siteDb)).settings;
  if (!aliases.includes(`${module}/wap/${controller}`)) return reply.callNotFound();
  const userId = await requireUserId(request);
  const r = await loadReporter(request.siteDb, request.site, userId, nowSeconds());
  const d = action === 'get-info' ? await originalDay(r) : await saveFlat(r, readParams(request));
  return { e: 0, m: OK_MESSAGE, d };
}

export function registerAliasRoutes(app: FastifyInstance): void {
  for (const action of ['get-info', 'save'] as const) {
    for (const method of ['GET', 'POST'] as const) registerPage(app, aliasPage(action, method), (request, reply) => serveAlias(action, request, reply));
  }
}
