import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCall } from '@quad/platform/server/http/calls';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import type { TPlatform } from '@quad/platform/server/module';
import { orFailurePage } from '@quad/platform/server/providers/messaging/corp-login';
import { CAS_LOGIN_PATH, getOidcSettings, OIDC_LOGIN_PATH, saveOidcSettings, SIGN_IN_PATH } from '../../contract';
import { CAS_CALLBACK_PATH, startCasSignIn } from '../cas/service';
import { queryParam as param } from '../sign-in';
import { finishOidcSignIn, OIDC_CALLBACK_PATH, startOidcSignIn } from './service';
import { oidcReady, readOidcClient, readOidcSettings, saveOidcSettings as save } from './settings';

const redirectQuery = z.object({ redirect: z.string().optional().describe('登录后回到的本站地址（仅限本站）') });
const callbackQuery = z.object({
  code: z.string().optional().describe('授权码'),
  state: z.string().optional().describe('登录请求的 state'),
  error: z.string().optional().describe('身份提供方返回的错误'),
});

const page = (path: string, summary: string, query: TPage['query']): TPage => ({
  method: 'GET',
  path,
  summary,
  access: 'public',
  produces: ['redirect', 'html'],
  query,
});

export function registerOidcRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, getOidcSettings, ({ siteDb }) => readOidcSettings(siteDb));
  registerCall(app, saveOidcSettings, async ({ siteDb, userId, request, input }) => {
    await save(siteDb, { userId, request }, input);
    return {};
  });

  registerPage(
    app,
    page(OIDC_LOGIN_PATH, '统一身份认证（OIDC）登录入口：跳转到本站配置的身份提供方；未开启时显示说明页', redirectQuery),
    (request, reply) => orFailurePage(request, reply, () => startOidcSignIn(request, reply, platform.outbound, param(request, 'redirect'))),
  );
  registerPage(
    app,
    page(OIDC_CALLBACK_PATH, '统一身份认证（OIDC）回调：换取并校验 ID Token，建立会话后跳回本站页面', callbackQuery),
    (request, reply) =>
      orFailurePage(request, reply, () =>
        finishOidcSignIn(request, reply, platform.outbound, {
          code: param(request, 'code'),
          state: param(request, 'state'),
          error: param(request, 'error'),
        }),
      ),
  );
  // The pages' one entry: OIDC when the site turned it on, else CAS (which explains itself when off too).
  registerPage(
    app,
    page(SIGN_IN_PATH, `统一身份认证登录入口：本站开启 OIDC 时走 OIDC，否则走 CAS（${CAS_LOGIN_PATH}）`, redirectQuery),
    (request, reply) =>
      orFailurePage(request, reply, async () => {
        const redirect = param(request, 'redirect');
        if (oidcReady(await readOidcClient(request.siteDb))) return startOidcSignIn(request, reply, platform.outbound, redirect);
        return startCasSignIn(request, reply, CAS_CALLBACK_PATH, redirect);
      }),
  );
}
