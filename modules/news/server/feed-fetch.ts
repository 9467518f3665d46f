import { isInternalTarget } from '@quad/server/platform/webhooks/targets';
import { FeedError } from './feed-parse';

export interface TFetchRules {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Fetch from loopback and private addresses: the platform's rule for every outbound request
   * (`ALLOW_PRIVATE_TARGETS`, on outside production), as for webhooks.
   */
  allowPrivate: boolean;
}

export const FEED_TIMEOUT_MS = 5_000;
export const FEED_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Why an address cannot be a feed, or undefined when it can: http(s) only, without credentials. */
export function checkFeedUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '订阅地址不是有效的网址';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '订阅地址必须以 http:// 或 https:// 开头';
  if (url.username || url.password) return '订阅地址不能包含用户名或密码';
  return undefined;
}

/** Reads at most `maxBytes`: a bigger body is cancelled as soon as it passes the limit, not read to the end. */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FeedError(`订阅源内容超过 ${Math.round(maxBytes / 1024)}KB，已停止读取`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The XML declaration's encoding (GBK feeds exist in Chinese schools), else UTF-8. */
function decode(data: Buffer): string {
  const declared = /^[^>]*encoding=["']([\w-]+)["']/.exec(data.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}

function describe(error: unknown, rules: TFetchRules): string {
  if (error instanceof FeedError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `${rules.timeoutMs / 1000} 秒内未读完订阅源`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `连接失败：${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))}`.slice(0, 300);
}

/**
 * GETs a feed's text within the time and size limits. Redirects are followed by hand (a few), each
 * hop checked like the first, so a public address cannot bounce the server into its own network.
 * Every failure is a FeedError with a Chinese message.
 */
export async function fetchFeedText(rawUrl: string, rules: TFetchRules): Promise<string> {
  const signal = AbortSignal.timeout(rules.timeoutMs);
  let url = rawUrl;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const shape = checkFeedUrl(url);
      if (shape) throw new FeedError(shape);
      if (!rules.allowPrivate && (await isInternalTarget(url))) throw new FeedError('订阅地址指向内网，已拒绝抓取');
      const res = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
          'user-agent': 'Quad-Feeds/1',
        },
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        url = new URL(location, url).href;
        continue;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new FeedError(`订阅源回答 HTTP ${res.status}`);
      }
      if (Number(res.headers.get('content-length') ?? 0) > rules.maxBytes) {
        await res.body?.cancel();
        throw new FeedError(`订阅源内容超过 ${Math.round(rules.maxBytes / 1024)}KB，已停止读取`);
      }
      if (!res.body) throw new FeedError('订阅源没有内容');
      return decode(await readLimited(res.body, rules.maxBytes));
    }
    throw new FeedError('订阅地址跳转次数过多');
  } catch (error) {
    throw new FeedError(describe(error, rules));
  }
}
