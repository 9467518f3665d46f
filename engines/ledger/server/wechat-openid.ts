import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@quad/contracts/errors';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail, forbidden } from '@quad/platform/server/errors';
import { currentUserId, redirectToLogin, requestOrigin } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { nowSeconds, randomToken } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { escapeHtml, sendPage, simplePage } from '@quad/platform/server/providers/messaging/pages';
import { NEED_OPENID } from '../contract';
import { PROVIDER_TIMEOUT_MS, wechatOauthOf, type TProviderContext } from './providers/channels';
import { ProviderError } from './providers/provider';
import { exchangeOauthCode, wechatAuthorizeUrl } from './providers/wechatpay/oauth';

/**
 * The payer's openid for WeChat JSAPI, got by the official account's web authorization (`snsapi_base`)
 * and kept on the server, never taken from the page: `GET /api/ledger/wechat/openid?back=<page>` (signed
 * in) sends the browser to WeChat's authorize page with a one-time `state` bound to the person, the app
 * id and the page; WeChat sends it back to `/callback` with a code, traded here for the openid, kept per
 * (site, person, app id) in `ledger_wechat_openids`; then back to the page. A pay call by WeChat inside
 * WeChat without one answers `ledger.need-openid` with the first address in `d.openidUrl`.
 */
export const OPENID_PATH = '/api/ledger/wechat/openid';
export const OPENID_CALLBACK_PATH = `${OPENID_PATH}/callback`;

/** An authorization not back from WeChat within this long is void. */
const STATE_TTL_SECONDS = 600;
const MAX_BACK_LENGTH = 1000;

export const NEED_OPENID_MESSAGE = '需要先通过微信授权才能在微信内支付';
const BAD_BACK = '返回地址不是本站页面';
const EXPIRED = '授权请求已失效，请返回页面重新支付';
const NO_CODE = '未获得微信授权，请返回页面重试';
const EXCHANGE_FAILED = '微信授权失败，请返回页面重试';

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** The openid kept for this person under the site's app id. */
export async function storedOpenId(siteDb: SiteDb, userId: string, appId: string): Promise<string | undefined> {
  const row = await siteDb
    .selectFrom('ledger_wechat_openids')
    .select('openid')
    .where('user_id', '=', userId)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return row?.openid;
}

async function keepOpenId(siteDb: SiteDb, userId: string, appId: string, openid: string): Promise<void> {
  const now = nowSeconds();
  await siteDb
    .insertInto('ledger_wechat_openids', { user_id: userId, app_id: appId, openid, created: now, updated: now })
    .onConflict((oc) => oc.columns(['site_id', 'user_id', 'app_id']).doUpdateSet({ openid, updated: now }))
    .execute();
}

/** The refusal of a JSAPI payment without a kept openid: `d.openidUrl` starts the authorization (the page sets `back` to itself). */
export function needOpenId(context: TProviderContext): AppError {
  const openidUrl = `${context.origin}${OPENID_PATH}?${new URLSearchParams({ back: context.site.basePath })}`;
  return new AppError(ErrorCode.FAILED, NEED_OPENID_MESSAGE, { openidUrl }, NEED_OPENID);
}

/** `back` as a path of this site's pages (under its base path), or a refusal: the route is no open redirect. */
function backPathOf(request: FastifyRequest, back: string | undefined): string {
  const home = request.site.basePath;
  if (!back) return home;
  const origin = requestOrigin(request);
  let url: URL;
  try {
    url = new URL(back, origin);
  } catch {
    throw fail(BAD_BACK);
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const underHome = url.pathname === home.replace(/\/$/, '') || url.pathname.startsWith(home);
  if (url.origin !== origin || !underHome || path.length > MAX_BACK_LENGTH) throw fail(BAD_BACK);
  return path;
}

/** What went wrong, as a page for the person in front of the browser, with a way back. */
function errorPage(reply: FastifyReply, status: number, message: string, backUrl: string) {
  const body = `<h1>微信授权</h1><p>${escapeHtml(message)}</p><a class="button" href="${escapeHtml(backUrl)}">返回</a>`;
  return sendPage(reply, status, simplePage('微信授权', body));
}

/** Runs a step; a refusal becomes the error page, anything else stays a crash for the error handler (and its log). */
async function orErrorPage(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = error.code === ErrorCode.FORBIDDEN ? 403 : error.message === EXCHANGE_FAILED ? 502 : 400;
    return errorPage(reply, status, error.message, `${requestOrigin(request)}${request.site.basePath}`);
  }
}

const startQuery = z.object({ back: z.string().optional().describe('授权后回到的本站页面路径') });
const callbackQuery = z.object({
  code: z.string().optional().describe('微信授权码'),
  state: z.string().optional().describe('授权请求标识'),
});
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

async function startAuthorization(request: FastifyRequest, reply: FastifyReply, platform: TPlatform) {
  const userId = await currentUserId(request);
  if (!userId) return redirectToLogin(request, reply);
  return orErrorPage(request, reply, async () => {
    const { appId } = wechatOauthOf(request.site, platform);
    const back = backPathOf(request, text((request.query as Record<string, unknown>).back));
    const state = randomToken(16);
    const now = nowSeconds();
    // Expired authorizations are swept on the way in: the table holds only those under way.
    await request.siteDb.deleteFrom('ledger_wechat_oauth_states').where('expires_at', '<=', now).execute();
    await request.siteDb
      .insertInto('ledger_wechat_oauth_states', {
        state_hash: hashOf(state),
        user_id: userId,
        app_id: appId,
        back,
        expires_at: now + STATE_TTL_SECONDS,
      })
      .execute();
    return reply.redirect(
      wechatAuthorizeUrl(
        platform.config.payments.wechatOauthAuthorizeUrl,
        appId,
        `${requestOrigin(request)}${OPENID_CALLBACK_PATH}`,
        state,
      ),
      302,
    );
  });
}

/** The authorization behind `state`, once: undefined when unknown on this site, expired or used. */
async function takeState(siteDb: SiteDb, state: string) {
  if (!/^[A-Za-z0-9]{16,64}$/.test(state)) return undefined;
  const hash = hashOf(state);
  const row = await siteDb.selectFrom('ledger_wechat_oauth_states').selectAll().where('state_hash', '=', hash).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await siteDb.deleteFrom('ledger_wechat_oauth_states').where('state_hash', '=', hash).executeTakeFirst();
  // Two requests racing with one state: only the one whose delete removed the row goes on.
  if (Number(deleted.numDeletedRows) !== 1 || Number(row.expires_at) <= nowSeconds()) return undefined;
  return row;
}

async function finishAuthorization(request: FastifyRequest, reply: FastifyReply, platform: TPlatform) {
  return orErrorPage(request, reply, async () => {
    const query = request.query as Record<string, unknown>;
    const code = text(query.code);
    const userId = await currentUserId(request);
    const started = await takeState(request.siteDb, text(query.state) ?? '');
    // Started by this person on this site: another's state (or a session of another site) is nobody's.
    if (!started || !userId || started.user_id !== userId) throw forbidden(EXPIRED);
    const { appId, secret } = wechatOauthOf(request.site, platform);
    if (started.app_id !== appId) throw forbidden(EXPIRED);
    if (!code) throw fail(NO_CODE);
    let openid: string;
    try {
      openid = await exchangeOauthCode(
        platform.outbound,
        { apiBase: platform.config.payments.wechatSnsApiBase, appId, secret, code },
        PROVIDER_TIMEOUT_MS,
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ provider: 'wechat-oauth', code: error.code, detail: error.message }, 'WeChat OAuth code exchange failed');
      throw fail(EXCHANGE_FAILED);
    }
    await keepOpenId(request.siteDb, userId, appId, openid);
    return reply.redirect(`${requestOrigin(request)}${started.back}`, 302);
  });
}

/** The two page routes of the authorization. */
export function registerWechatOpenidRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerPage(
    app,
    {
      method: 'GET',
      path: OPENID_PATH,
      summary: '微信内支付的公众号授权入口（snsapi_base）：跳转到微信授权页，取得付款人的 openid 后回到本站页面',
      access: 'session',
      produces: ['redirect', 'html'],
      query: startQuery,
    },
    (request, reply) => startAuthorization(request, reply, platform),
  );
  registerPage(
    app,
    {
      method: 'GET',
      path: OPENID_CALLBACK_PATH,
      summary: '公众号授权回调：以授权码换取付款人的 openid 并保存在服务器，然后回到发起授权的本站页面',
      access: 'session',
      produces: ['redirect', 'html'],
      query: callbackQuery,
    },
    (request, reply) => finishAuthorization(request, reply, platform),
  );
}
