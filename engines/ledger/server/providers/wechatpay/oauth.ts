import type { TOutbound } from '@quad/platform/server/http/outbound';
import { ProviderError } from '../provider';

/**
 * The official account's web authorization (公众号网页授权, `snsapi_base`): the person's browser goes to
 * WeChat's authorize page, which sends it straight back (no screen for `snsapi_base`) with a one-time
 * `code`; the server trades the code, with the official account's AppSecret, for the person's openid
 * under that app id — what a JSAPI payment names as its payer.
 */
/** WeChat's authorize address for `snsapi_base`: it comes back to `redirectUri` with `code` and `state`. */
export function wechatAuthorizeUrl(authorizeUrl: string, appId: string, redirectUri: string, state: string): string {
  const q = encodeURIComponent;
  return `${authorizeUrl}?appid=${q(appId)}&redirect_uri=${q(redirectUri)}&response_type=code&scope=snsapi_base&state=${q(state)}#wechat_redirect`;
}

/** The answer is a few hundred bytes. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Trades an authorization code for the person's openid (`/sns/oauth2/access_token`). WeChat answers
 * `{ openid, access_token, … }` or `{ errcode, errmsg }` (40029 a bad or used code, 40125 a wrong
 * AppSecret, 40163 a code used twice): those throw `ProviderError` with the errcode.
 */
export async function exchangeOauthCode(
  outbound: TOutbound,
  request: { apiBase: string; appId: string; secret: string; code: string },
  timeoutMs: number,
): Promise<string> {
  const query = new URLSearchParams({ appid: request.appId, secret: request.secret, code: request.code, grant_type: 'authorization_code' });
  let text: string;
  let status: number;
  try {
    const response = await outbound.request(`${request.apiBase}/sns/oauth2/access_token?${query}`, {
      method: 'GET',
      headers: { accept: 'application/json', 'user-agent': 'quad-ledger/1 (WeChat OAuth)' },
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    });
    text = response.body.toString('utf8');
    status = response.status;
  } catch (error) {
    throw new ProviderError('unreachable', error instanceof Error ? error.message : String(error));
  }
  let answer: { openid?: unknown; errcode?: unknown; errmsg?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new ProviderError('bad-answer', `HTTP ${status}: not JSON`);
  }
  if (answer.errcode !== undefined && Number(answer.errcode) !== 0)
    throw new ProviderError(String(answer.errcode), String(answer.errmsg ?? '').slice(0, 200));
  if (status < 200 || status > 299) throw new ProviderError(`http-${status}`, '');
  const openid = typeof answer.openid === 'string' ? answer.openid : '';
  if (!/^[\w-]{6,128}$/.test(openid)) throw new ProviderError('bad-answer', 'no openid');
  return openid;
}
