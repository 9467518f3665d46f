import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createToken, listTokens, revokeToken } from '@quad/contracts/tokens';
import { recordAudit } from '../audit/record';
import { forbidden, invalid, notFound } from '../errors';
import { registerCall } from '../http/calls';
import { nowSeconds } from '../ids';
import { beyondCaller, callerName } from './authenticate';
import { insertToken, listTokenRecords, revokeTokenRecord } from './store';

/** The longest a token may live: integrations are reviewed at least this often. */
const MAX_TOKEN_LIFETIME_SECONDS = 3 * 365 * 24 * 3600;

/** Tokens are issued by people: a token that could mint tokens would outlive its own revocation. */
function refuseTokens(request: FastifyRequest): void {
  if (request.serviceToken) throw forbidden('服务令牌不能签发或收回令牌，请用账号登录');
}

/** Service token management for the site console (`/admin/api/tokens/*`, app admin, module tokens). */
export function registerTokenCalls(app: FastifyInstance): void {
  registerCall(app, createToken, async ({ input, siteDb, userId, request }) => {
    refuseTokens(request);
    const now = nowSeconds();
    if (input.expires <= now) throw invalid({ expires: '过期时间必须晚于现在' });
    if (input.expires > now + MAX_TOKEN_LIFETIME_SECONDS) throw invalid({ expires: '有效期不能超过 3 年' });
    const grants = Object.fromEntries(Object.entries(input.grants).filter(([, g]) => g.module.length > 0));
    if (Object.keys(grants).length === 0) throw invalid({ grants: '请至少选择一个应用和模块' });
    const beyond = await beyondCaller(siteDb, request, userId, grants);
    if (beyond.length > 0) throw forbidden(`令牌的权限不能超过签发人自己的权限：${beyond.join('、')}`);
    const { id, token } = await siteDb.transaction(async (tx) => {
      const issued = await insertToken(tx, { ...input, grants }, userId);
      const after = { name: input.name, grants, expires: input.expires };
      const actorName = await callerName(tx, request, userId);
      await recordAudit(tx, request, {
        actorId: userId,
        actorName,
        action: 'tokens.create',
        targetType: 'token',
        targetId: issued.id,
        after,
      });
      return issued;
    });
    const [record] = await listTokenRecords(siteDb, [id]);
    return { ...record!, token };
  });

  registerCall(app, listTokens, async ({ siteDb }) => ({ list: await listTokenRecords(siteDb) }));

  registerCall(app, revokeToken, async ({ input, siteDb, userId, request }) => {
    refuseTokens(request);
    await siteDb.transaction(async (tx) => {
      if (!(await revokeTokenRecord(tx, input.id, userId))) throw notFound('令牌不存在');
      await recordAudit(tx, request, {
        actorId: userId,
        actorName: await callerName(tx, request, userId),
        action: 'tokens.revoke',
        targetType: 'token',
        targetId: input.id,
      });
    });
    return {};
  });
}
