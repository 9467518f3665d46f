import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../errors';
import type { TSite } from '../../sites/site-store';
import type { ExpiringCache } from './expiring-cache';
import { tokenCalls } from './token-calls';
import { signWithTicket, type TMessagingProvider, type TPushCard } from './provider';
import { NOT_A_RECIPIENT, WecomApiError, wecomFailureMessage, wecomGet, wecomPost, type TWecomApi } from './wecom-api';

/** WeCom's answers for an access token that is no longer valid: fetch a new one and try once more. */
const STALE_TOKEN = new Set(['40014', '42001']);
/** WeCom cuts textcard titles after 128 bytes and descriptions after 512; we cut whole characters first. */
const TITLE_BYTES = 128;
const DESCRIPTION_BYTES = 512;

/** The longest start of `text` that fits in `max` UTF-8 bytes, never splitting a character. */
export function clipBytes(text: string, max: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > max) break;
    end += char.length;
  }
  return text.slice(0, end);
}

export interface TWecomDeps {
  cache: ExpiringCache;
  log: FastifyBaseLogger;
  /** The WeCom API (platform configuration `WECOM_API_BASE`, never a site setting: the secret goes there). */
  api: TWecomApi;
  /** WeCom's sign-in page (`WECOM_AUTHORIZE_URL`). */
  authorizeUrl: string;
}

/** The real WeCom (企业微信) protocol, for a site whose settings name its corp id, agent id and secret. */
export function wecomProvider(site: TSite, deps: TWecomDeps): TMessagingProvider {
  const { corpId, agentId, secret } = site.settings.messaging;
  if (!corpId || !secret) throw fail('本站的企业微信登录尚未配置，请联系学校管理员');
  // Keyed by everything the token depends on, so a changed secret or address never reuses an old token.
  const tokenKey = ['token', site.id, deps.api.apiBase, corpId, createHash('sha256').update(secret).digest('hex')].join('|');
  const ticketKey = `ticket|${tokenKey}`;
  const get = <T>(path: string, params: Record<string, string>) => wecomGet<T>(deps.api, path, params);
  const post = <T>(path: string, params: Record<string, string>, body: object) => wecomPost<T>(deps.api, path, params, body);

  const { withToken, explained } = tokenCalls({
    provider: 'wecom',
    siteId: site.id,
    cache: deps.cache,
    log: deps.log,
    tokenKey,
    fetchToken: async () => {
      const r = await get<{ access_token: string; expires_in: number }>('/cgi-bin/gettoken', { corpid: corpId, corpsecret: secret });
      return { value: r.access_token, expiresIn: r.expires_in };
    },
    refusalOf: (error) => (error instanceof WecomApiError ? { code: String(error.errcode), detail: error.errmsg } : undefined),
    staleToken: STALE_TOKEN,
    failureMessage: (code) => wecomFailureMessage(Number(code)),
  });

  return {
    authorizeUrl({ redirectUri, state }) {
      const q = (value: string) => encodeURIComponent(value);
      return `${deps.authorizeUrl}?appid=${q(corpId)}&redirect_uri=${q(redirectUri)}&response_type=code&scope=snsapi_base&agentid=${q(agentId)}&state=${q(state)}#wechat_redirect`;
    },

    exchangeCode: (code) =>
      explained('getuserinfo', () =>
        withToken(async (token) => {
          const r = await get<{ userid?: string }>('/cgi-bin/auth/getuserinfo', { access_token: token, code });
          // People outside the corp get an `openid` instead of a `userid`.
          if (!r.userid) throw fail('您不是本校企业微信的成员，无法登录本站');
          return r.userid;
        }),
      ),

    signPage: (url) =>
      explained('get_jsapi_ticket', async () => {
        const ticket = await withToken((token) =>
          deps.cache.get(ticketKey, async () => {
            const r = await get<{ ticket: string; expires_in: number }>('/cgi-bin/get_jsapi_ticket', { access_token: token });
            return { value: r.ticket, expiresIn: r.expires_in };
          }),
        );
        return signWithTicket(corpId, ticket, url);
      }),

    pushMessage: (card: TPushCard) =>
      explained('message/send', () =>
        withToken(async (token) => {
          const r = await post<{ invaliduser?: string }>(
            '/cgi-bin/message/send',
            { access_token: token },
            {
              touser: card.touser,
              msgtype: 'textcard',
              agentid: Number(agentId),
              textcard: {
                title: clipBytes(card.title, TITLE_BYTES),
                // WeCom refuses a card without a description.
                description: clipBytes(card.description || card.title, DESCRIPTION_BYTES),
                url: card.url,
                btntxt: '详情',
              },
            },
          );
          // A single addressee WeCom does not know comes back as errcode 0 with them listed here.
          if (r.invaliduser) throw new WecomApiError(NOT_A_RECIPIENT, `invaliduser ${r.invaliduser}`);
        }),
      ),
  };
}
