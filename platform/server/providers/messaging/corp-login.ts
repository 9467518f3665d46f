import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@quad/contracts/errors';
import { AppError, fail, forbidden } from '../../errors';
import { cookieOptions, loginUrl, requestOrigin } from '../../http/context';
import { registerPage, type TPage } from '../../http/pages';
import type { TPlatform } from '../../module';
import { signInOrBind } from './corp-bind';
import { homeOf, targetOf } from './sign-in-target';
import { listDemoUsers } from './corp-users';
import { DEMO_AUTHORIZE_PATH, issueDemoCode } from './demo-provider';
import { isDingtalkBrowser, sendDingtalkBridge } from './dingtalk-bridge';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { demoAuthorizePage, failurePage, sendPage } from './pages';
import { demoSignInAllowed, NO_DEMO_SIGN_IN, type TProviderFor } from './providers';

const CALLBACK_PATH = '/api/corp/callback';
const STATE_TTL_SECONDS = 600;
/** Holds the state in the browser that started the sign-in, so nobody can finish it in another one. */
const STATE_COOKIE = 'corp-state';
const STATE_COOKIE_PATH = '/api/corp';
const EXPIRED = '登录请求已失效，请重新进入页面';

/** The sign-in's pages are public GETs that answer a redirect, or a page (the failure page when it goes wrong). */
const signInPage = (path: string, summary: string, query: TPage['query']): TPage => ({
  method: 'GET',
  path,
  summary,
  access: 'public',
  produces: ['redirect', 'html'],
  query,
});

const START_PAGE = signInPage(
  '/api/corp/index',
  '企业消息应用登录入口：跳转到本站配置的企业消息服务授权页（钉钉内为应用内免登页）',
  z.object({ redirectUrl: z.string().optional().describe('登录后回到的本站地址') }),
);
const CALLBACK_PAGE = signInPage(
  CALLBACK_PATH,
  '企业微信授权回调：建立会话后跳回登录前的页面',
  z.object({
    code: z.string().optional().describe('授权码'),
    authCode: z.string().optional().describe('授权码（钉钉的写法）'),
    state: z.string().describe('登录请求标识'),
  }),
);
const DEMO_AUTHORIZE_PAGE = signInPage(
  DEMO_AUTHORIZE_PATH,
  '演示用的企业微信授权页（仅演示站点）：选择一个账号后带授权码跳回',
  z.object({
    state: z.string().describe('登录请求标识'),
    redirect_uri: z.string().describe('本站的回调地址'),
    as: z.string().optional().describe('选中的企业微信账号'),
  }),
);

const param = (request: FastifyRequest, name: string): string => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Runs a sign-in step; a refusal becomes a page for the person in front of the browser, not a crash. */
export async function orFailurePage(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return sendPage(reply, error.code === ErrorCode.FORBIDDEN ? 403 : 400, failurePage(error.message, homeOf(request)));
  }
}

/**
 * Enterprise sign-in (`/api/corp/index?redirectUrl=`): off to the site's provider and back with a
 * session; inside DingTalk, its in-app free-login page instead (dingtalk-bridge.ts).
 */
export function registerCorpLogin(app: FastifyInstance, platform: TPlatform, providerFor: TProviderFor): void {
  registerPage(app, START_PAGE, (request, reply) =>
    orFailurePage(request, reply, async () => {
      const origin = requestOrigin(request);
      const target = targetOf(request, param(request, 'redirectUrl'));
      // The phone shell sends everyone inside the messaging app here; without a provider they sign in by password.
      if (request.site.settings.messaging.kind === 'none') return reply.redirect(loginUrl(request, target), 302);
      const provider = providerFor(request.site, request.siteDb);
      // Inside DingTalk the JS-API signs the person in without a page of DingTalk's: the bridge page asks it for a code.
      const { kind, corpId } = request.site.settings.messaging;
      if (isDingtalkBrowser(request)) {
        if (kind === 'dingtalk' && corpId && provider.exchangeAppCode) {
          return sendDingtalkBridge(reply, { corpId, redirectUrl: target, passwordLogin: loginUrl(request, target) });
        }
        // Another provider's sign-in page cannot work inside DingTalk: the password it is.
        if (kind !== 'dingtalk') return reply.redirect(loginUrl(request, target), 302);
      }
      const state = await issueOneTimeToken(request.siteDb, 'state', target, STATE_TTL_SECONDS);
      reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(request), path: STATE_COOKIE_PATH, maxAge: STATE_TTL_SECONDS });
      return reply.redirect(provider.authorizeUrl({ origin, redirectUri: origin + CALLBACK_PATH, state }), 302);
    }),
  );

  registerPage(app, CALLBACK_PAGE, (request, reply) =>
    orFailurePage(request, reply, async () => {
      const { site, siteDb } = request;
      // DingTalk's sign-in page hands the code back as `authCode`; WeCom's as `code`.
      const code = param(request, 'code') || param(request, 'authCode');
      const state = param(request, 'state');
      const startedHere = request.cookies[STATE_COOKIE] === state;
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      if (!code || !state) throw fail('登录信息不完整，请重新进入页面');
      const target = startedHere ? await consumeOneTimeToken(siteDb, 'state', state) : undefined;
      if (!target) throw forbidden(EXPIRED);
      const corpUserId = await providerFor(site, siteDb).exchangeCode(code);
      return reply.redirect(await signInOrBind(request, reply, corpUserId, target), 302);
    }),
  );

  // The demo provider's stand-in for WeCom's authorize screen: demo-seeded sites only, never in production.
  registerPage(app, DEMO_AUTHORIZE_PAGE, (request, reply) =>
    orFailurePage(request, reply, async () => {
      const { site, siteDb } = request;
      if (!demoSignInAllowed(site, platform.config)) throw forbidden(NO_DEMO_SIGN_IN);
      const state = param(request, 'state');
      const redirectUri = param(request, 'redirect_uri');
      // Codes go to this site's own callback only, never to an address taken from the query.
      if (!state || redirectUri !== requestOrigin(request) + CALLBACK_PATH) throw fail('登录信息不完整，请重新进入页面');
      const as = param(request, 'as');
      if (!as) {
        const link = (corpUserId: string) => `${DEMO_AUTHORIZE_PATH}?${new URLSearchParams({ state, redirect_uri: redirectUri, as: corpUserId }).toString()}`;
        return sendPage(reply, 200, demoAuthorizePage(site.name, await listDemoUsers(siteDb), link));
      }
      const code = await issueDemoCode(siteDb, as);
      return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state }).toString()}`, 302);
    }),
  );
}
