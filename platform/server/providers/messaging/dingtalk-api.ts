import type { TOutbound } from '../../http/outbound';

/**
 * A DingTalk answer that is a refusal: the old API (`oapi`) says so with a non-zero `errcode`, the new
 * one (`api.dingtalk.com/v1.0`) with an HTTP error and a string `code`. `code` -1: no usable answer.
 */
export class DingtalkApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`dingtalk ${code}: ${detail}`);
  }
}

const UNREACHABLE = '-1';
/** Wrong AppKey, AppSecret, agent id or corp: only the school's administrator can fix these. */
const BAD_CONFIG = new Set(['40089', '40001', '43009', 'invalidClientId', 'invalidClientSecret', 'Forbidden.AccessDenied.AccessTokenPermissionDenied']);
/** The code is wrong, used or too old (old API: 40078 free-login code; new API: the OAuth code). */
const BAD_CODE = new Set(['40078', '40079', 'invalidAuthCode', 'invalidCode', 'InvalidAuthentication']);
/** The access token is no longer valid: fetch a new one and try once more. */
export const STALE_TOKEN = new Set(['40014', '42001']);
/** DingTalk answers are small JSON objects; anything bigger is not DingTalk. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface TDingtalkApi {
  outbound: TOutbound;
  /** `https://oapi.dingtalk.com` (`DINGTALK_OAPI_BASE`). */
  oapiBase: string;
  /** `https://api.dingtalk.com` (`DINGTALK_API_BASE`). */
  apiBase: string;
  timeoutMs: number;
}

type TInit = { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

async function fetchJson(api: TDingtalkApi, url: string, init: TInit) {
  try {
    const response = await api.outbound.request(url, { timeoutMs: api.timeoutMs, maxBytes: MAX_ANSWER_BYTES, ...init });
    const text = response.body.toString('utf8');
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  } catch (error) {
    throw new DingtalkApiError(UNREACHABLE, error instanceof Error ? error.message : String(error));
  }
}

const json = (body: object): TInit => ({ method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

/** One old-API call (`oapi.dingtalk.com`): GET with a query, or POST a JSON body; its JSON when `errcode` is 0. */
export async function oapiCall<T>(api: TDingtalkApi, path: string, params: Record<string, string>, post?: object): Promise<T> {
  const { status, body } = await fetchJson(api, `${api.oapiBase}${path}?${new URLSearchParams(params).toString()}`, post ? json(post) : {});
  if (status !== 200) throw new DingtalkApiError(UNREACHABLE, `HTTP ${status}`);
  const errcode = Number(body.errcode ?? 0);
  if (errcode !== 0) throw new DingtalkApiError(String(errcode), String(body.errmsg ?? ''));
  return body as T;
}

/** One new-API call (`api.dingtalk.com/v1.0`): POST a JSON body, or GET with the user's token header. */
export async function apiCall<T>(api: TDingtalkApi, path: string, request: { post?: object; userToken?: string }): Promise<T> {
  const init: TInit = request.post ? json(request.post) : {};
  const headers = { ...init.headers, ...(request.userToken ? { 'x-acs-dingtalk-access-token': request.userToken } : {}) };
  const { status, body } = await fetchJson(api, `${api.apiBase}${path}`, { ...init, headers });
  if (status !== 200) throw new DingtalkApiError(String(body.code ?? UNREACHABLE), String(body.message ?? `HTTP ${status}`));
  return body as T;
}

/** What the user is told when a DingTalk call fails (the details go to the log). */
export function dingtalkFailureMessage(code: string): string {
  if (code === UNREACHABLE) return '暂时无法连接钉钉，请稍后再试';
  if (BAD_CONFIG.has(code)) return '本站的钉钉配置有误，请联系学校管理员';
  if (BAD_CODE.has(code)) return '钉钉授权已失效，请重新进入页面';
  return `钉钉暂时无法完成请求（错误码 ${code}），请稍后再试`;
}
