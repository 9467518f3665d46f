import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerCall } from '@quad/platform/server/http/calls';
import { currentUserId, requestOrigin } from '@quad/platform/server/http/context';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';
import { forbidden } from '@quad/platform/server/errors';
import { signIn } from '@quad/platform/server/identity/password-sign-in';
import type { TPlatform } from '@quad/platform/server/module';
import { orFailurePage } from '@quad/platform/server/providers/messaging/corp-login';
import { bridgeCheck, bridgeLoginV2, CAS_LOGIN_PATH, getCasSettings, saveCasSettings } from '../../contract';
import { queryParam as param, sameSiteTarget } from '../sign-in';
import { CAS_CALLBACK_PATH, casSingleLogout, finishCasSignIn, startCasSignIn } from './service';
import { readCasSettings, saveCasSettings as save } from './settings';

const redirectQuery = z.object({ redirect: z.string().optional().describe('登录后回到的本站地址（仅限本站）') });
const callbackQuery = redirectQuery.extend({ ticket: z.string().describe('CAS 登录凭据（ST-…）') });

const page = (method: 'GET' | 'POST', path: string, summary: string, query?: TPage['query']): TPage => ({
  method,
  path,
  summary,
  access: 'public',
  produces: method === 'GET' ? ['redirect', 'html'] : ['text'],
  ...(query ? { query } : {}),
  ...(method === 'POST' ? { changesState: true } : {}),
});

/** The bridge's `a_<site>` must name the site the Host chose: one school's bridge never signs in to another. */
function requireBridgeSite(request: FastifyRequest): void {
  if ((request.params as { site?: string }).site !== request.site.id) throw forbidden('访问地址中的站点与本站不符，已拒绝');
}

/** Single logout: CAS POSTs `logoutRequest` (SAML) to the service address; answered 200 whatever it names. */
async function answerLogout(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as Record<string, unknown> | undefined;
  const xml = typeof body?.logoutRequest === 'string' ? body.logoutRequest : '';
  await casSingleLogout(request.siteDb, xml);
  return reply.status(200).header('content-type', 'text/plain; charset=utf-8').send('ok');
}

export function registerCasRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, getCasSettings, ({ siteDb }) => readCasSettings(siteDb));
  registerCall(app, saveCasSettings, async ({ siteDb, userId, request, input }) => {
    await save(siteDb, { userId, request }, input);
    return {};
  });

  registerPage(app, page('GET', CAS_LOGIN_PATH, '统一身份认证（CAS）登录入口：跳转到本站配置的 CAS 登录页；未开启时显示说明页', redirectQuery), (request, reply) =>
    orFailurePage(request, reply, () => startCasSignIn(request, reply, CAS_CALLBACK_PATH, param(request, 'redirect'))),
  );
  registerPage(app, page('GET', CAS_CALLBACK_PATH, '统一身份认证（CAS）回调：向 CAS 校验凭据，建立会话后跳回本站页面', callbackQuery), (request, reply) =>
    orFailurePage(request, reply, () =>
      finishCasSignIn(request, reply, platform.outbound, CAS_CALLBACK_PATH, { ticket: param(request, 'ticket'), redirect: param(request, 'redirect') }),
    ),
  );
  registerPage(app, page('POST', CAS_CALLBACK_PATH, 'CAS 单点登出：结束该凭据建立的会话'), answerLogout);

  // The original product's tenant SSO bridge (protocol §2.2): the same sign-in under /a_<site>/api/….
  registerPage(app, page('GET', '/a_:site/api/sso/index', '统一身份认证桥入口：已登录则跳回，否则跳转到 CAS（a_<站点> 须为本站）', redirectQuery), (request, reply) =>
    orFailurePage(request, reply, async () => {
      requireBridgeSite(request);
      const target = sameSiteTarget(request, param(request, 'redirect'));
      if (target && (await currentUserId(request))) return reply.redirect(`${requestOrigin(request)}${target}`, 302);
      return startCasSignIn(request, reply, `/a_${request.site.id}/api/sso/validate`, param(request, 'redirect'));
    }),
  );
  registerPage(app, page('GET', '/a_:site/api/sso/validate', '统一身份认证桥回调：向 CAS 校验凭据并建立 eai-sess 会话（a_<站点> 须为本站）', callbackQuery), (request, reply) =>
    orFailurePage(request, reply, () => {
      requireBridgeSite(request);
      return finishCasSignIn(request, reply, platform.outbound, `/a_${request.site.id}/api/sso/validate`, {
        ticket: param(request, 'ticket'),
        redirect: param(request, 'redirect'),
      });
    }),
  );
  registerPage(app, page('POST', '/a_:site/api/sso/validate', '统一身份认证桥：CAS 单点登出'), (request, reply) => {
    requireBridgeSite(request);
    return answerLogout(request, reply);
  });

  for (const contract of [bridgeCheck, bridgeLoginV2]) {
    registerCall(app, contract, async ({ input, siteDb, request, reply }) => {
      requireBridgeSite(request);
      const meta = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
      const { token, mustChangePassword } = await signIn(siteDb, input.username, input.password, meta, input.captcha_token);
      setSessionCookies(request, reply, token);
      return mustChangePassword ? { must_change_password: true as const } : {};
    });
  }
}
