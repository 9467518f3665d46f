import type { TOutbound } from '../../http/outbound';

/** A WeCom answer with a non-zero `errcode`, or no usable answer at all (`errcode` -1). */
export class WecomApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wecom ${errcode}: ${errmsg}`);
  }
}

const UNREACHABLE = -1;
/** Wrong corp id, secret or agent id: only the school's administrator can fix these. */
const BAD_CONFIG = new Set([40001, 40013, 40056, 40091, 41002, 41004, 48002]);
/** The authorization code is wrong, used or older than five minutes. */
const BAD_CODE = new Set([40029, 40163, 42003]);
/** A message's addressee is not a member the app may reach. */
export const NOT_A_RECIPIENT = 81013;

/** WeCom answers are small JSON objects; anything bigger is not WeCom. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** How a provider reaches WeCom: the platform's outbound client, the API base and a time limit per call. */
export interface TWecomApi {
  outbound: TOutbound;
  apiBase: string;
  timeoutMs: number;
}

/** One WeCom API call; answers its JSON when `errcode` is 0, throws `WecomApiError` otherwise. */
async function wecomCall<T>(api: TWecomApi, path: string, params: Record<string, string>, post?: object): Promise<T> {
  let body: unknown;
  try {
    const response = await api.outbound.request(`${api.apiBase}${path}?${new URLSearchParams(params).toString()}`, {
      timeoutMs: api.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      ...(post ? { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(post) } : {}),
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    body = JSON.parse(response.body.toString('utf8'));
  } catch (error) {
    throw new WecomApiError(UNREACHABLE, error instanceof Error ? error.message : String(error));
  }
  if (!body || typeof body !== 'object') throw new WecomApiError(UNREACHABLE, 'answer is not a JSON object');
  const { errcode = 0, errmsg = '' } = body as { errcode?: unknown; errmsg?: unknown };
  if (Number(errcode) !== 0) throw new WecomApiError(Number(errcode), String(errmsg));
  return body as T;
}

/** GET one WeCom API with query parameters. */
export function wecomGet<T>(api: TWecomApi, path: string, params: Record<string, string>): Promise<T> {
  return wecomCall<T>(api, path, params);
}

/** POST a JSON body to one WeCom API (the access token still goes in the query). */
export function wecomPost<T>(api: TWecomApi, path: string, params: Record<string, string>, body: object): Promise<T> {
  return wecomCall<T>(api, path, params, body);
}

/** What the user is told when a WeCom call fails (the details go to the log). */
export function wecomFailureMessage(errcode: number): string {
  if (errcode === UNREACHABLE) return '暂时无法连接企业微信，请稍后再试';
  if (BAD_CONFIG.has(errcode)) return '本站的企业微信配置有误，请联系学校管理员';
  if (BAD_CODE.has(errcode)) return '企业微信授权已失效，请重新进入页面';
  if (errcode === NOT_A_RECIPIENT) return '收件人不在本站企业微信应用的可见范围内';
  return `企业微信暂时无法完成请求（错误码 ${errcode}），请稍后再试`;
}
