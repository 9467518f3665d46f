import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../errors';
import type { TSite } from '../../sites/site-store';
import { apiCall, DingtalkApiError, dingtalkFailureMessage, oapiCall, STALE_TOKEN, type TDingtalkApi } from './dingtalk-api';
import type { ExpiringCache } from './expiring-cache';
import { tokenCalls } from './token-calls';
import { signWithTicket, type TMessagingProvider, type TPushCard } from './provider';
import { clipBytes } from './wecom-provider';

/** DingTalk's work notifications keep a title short and the body under a few KB; we cut whole characters. */
const TITLE_BYTES = 128;
const MARKDOWN_BYTES = 2048;
const NOT_A_MEMBER = '您不是本校钉钉组织的成员，无法登录本站';

/** DingTalk's 60121 ("no such user in this corp") is an answer, not a failure: nobody. */
const nobody = (error: unknown): { result?: { userid?: string } } => {
  if (error instanceof DingtalkApiError && error.code === '60121') return {};
  throw error;
};

export interface TDingtalkDeps {
  cache: ExpiringCache;
  log: FastifyBaseLogger;
  /** DingTalk's APIs (platform configuration `DINGTALK_OAPI_BASE`, `DINGTALK_API_BASE`, never a site setting: the secret goes there). */
  api: TDingtalkApi;
  /** DingTalk's OAuth sign-in page (`DINGTALK_AUTHORIZE_URL`), which shows a QR outside the app and signs in silently inside it. */
  authorizeUrl: string;
}

/**
 * The real DingTalk (钉钉) protocol, for a site whose settings name its corp id, agent id, AppKey and
 * AppSecret (`secret`). Corp user ids are DingTalk `userid`s, the ids its contacts and messages use.
 */
export function dingtalkProvider(site: TSite, deps: TDingtalkDeps): TMessagingProvider {
  const { corpId, agentId, appKey, secret } = site.settings.messaging;
  if (!appKey || !secret) throw fail('本站的钉钉登录尚未配置，请联系学校管理员');
  // Keyed by everything the token depends on, so a changed secret or address never reuses an old token.
  const tokenKey = ['dingtalk', site.id, deps.api.oapiBase, appKey, createHash('sha256').update(secret).digest('hex')].join('|');
  const ticketKey = `ticket|${tokenKey}`;

  const { withToken, explained } = tokenCalls({
    provider: 'dingtalk',
    siteId: site.id,
    cache: deps.cache,
    log: deps.log,
    tokenKey,
    fetchToken: async () => {
      const r = await oapiCall<{ access_token: string; expires_in: number }>(deps.api, '/gettoken', { appkey: appKey, appsecret: secret });
      return { value: r.access_token, expiresIn: r.expires_in };
    },
    refusalOf: (error) => (error instanceof DingtalkApiError ? { code: error.code, detail: error.detail } : undefined),
    staleToken: STALE_TOKEN,
    failureMessage: dingtalkFailureMessage,
  });

  /** The corp's userid of a DingTalk account (by its unionId); people outside the corp have none. */
  const userIdOfUnion = (unionId: string) =>
    withToken(async (token) => {
      const r = await oapiCall<{ result?: { userid?: string } }>(deps.api, '/topapi/user/getbyunionid', { access_token: token }, { unionid: unionId }).catch(nobody);
      if (!r.result?.userid) throw fail(NOT_A_MEMBER);
      return r.result.userid;
    });

  return {
    authorizeUrl({ redirectUri, state }) {
      const query = new URLSearchParams({ redirect_uri: redirectUri, response_type: 'code', client_id: appKey, scope: 'openid', state, prompt: 'consent' });
      return `${deps.authorizeUrl}?${query.toString()}`;
    },

    // OAuth (QR outside the app): the code is the person's, so it becomes their token, their unionId, then the corp's userid.
    exchangeCode: (code) =>
      explained('oauth', async () => {
        const grant = await apiCall<{ accessToken?: string }>(deps.api, '/v1.0/oauth2/userAccessToken', {
          post: { clientId: appKey, clientSecret: secret, code, grantType: 'authorization_code' },
        });
        if (!grant.accessToken) throw new DingtalkApiError('invalidAuthCode', 'no accessToken');
        const me = await apiCall<{ unionId?: string }>(deps.api, '/v1.0/contact/users/me', { userToken: grant.accessToken });
        if (!me.unionId) throw fail(NOT_A_MEMBER);
        return userIdOfUnion(me.unionId);
      }),

    // In-app free login: the JS-API's code names the corp member directly.
    exchangeAppCode: (code) =>
      explained('getuserinfo', () =>
        withToken(async (token) => {
          const r = await oapiCall<{ result?: { userid?: string } }>(deps.api, '/topapi/v2/user/getuserinfo', { access_token: token }, { code }).catch(nobody);
          if (!r.result?.userid) throw fail(NOT_A_MEMBER);
          return r.result.userid;
        }),
      ),

    signPage: (url) =>
      explained('get_jsapi_ticket', async () => {
        const ticket = await withToken((token) =>
          deps.cache.get(ticketKey, async () => {
            const r = await oapiCall<{ ticket: string; expires_in: number }>(deps.api, '/get_jsapi_ticket', { access_token: token });
            return { value: r.ticket, expiresIn: r.expires_in };
          }),
        );
        // dd.config signs with the corp id as the app; the algorithm is WeCom's.
        return signWithTicket(corpId, ticket, url);
      }),

    pushMessage: (card: TPushCard) =>
      explained('asyncsend_v2', () =>
        withToken(async (token) => {
          await oapiCall(
            deps.api,
            '/topapi/message/corpconversation/asyncsend_v2',
            { access_token: token },
            {
              agent_id: Number(agentId),
              userid_list: card.touser,
              msg: {
                msgtype: 'action_card',
                action_card: {
                  title: clipBytes(card.title, TITLE_BYTES),
                  markdown: clipBytes(card.description || card.title, MARKDOWN_BYTES),
                  single_title: '详情',
                  single_url: card.url,
                },
              },
            },
          );
        }),
      ),
  };
}
