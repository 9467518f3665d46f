import { OutboundError, urlProblem, type TOutbound } from '@quad/platform/server/http/outbound';
import { FeedError } from './parse';

export interface TFetchRules {
  timeoutMs: number;
  maxBytes: number;
  /** The platform's outbound client: it refuses the server's own network (`ALLOW_PRIVATE_TARGETS` aside). */
  outbound: TOutbound;
}

export const FEED_TIMEOUT_MS = 5_000;
export const FEED_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Why an address cannot be a feed, or undefined when it can: http(s) only, without credentials. */
export const checkFeedUrl = (raw: string): string | undefined => urlProblem(raw, '订阅地址');

/** The XML declaration's encoding (GBK feeds exist in Chinese schools), else UTF-8. */
function decode(data: Buffer): string {
  const declared = /^[^>]*encoding=["']([\w-]+)["']/.exec(data.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}

/**
 * GETs a feed's text within the time and size limits, following a few redirects (each hop checked
 * like the first by the outbound client). Every failure is a FeedError with a Chinese message.
 */
export async function fetchFeedText(url: string, rules: TFetchRules): Promise<string> {
  const shape = checkFeedUrl(url);
  if (shape) throw new FeedError(shape);
  try {
    const res = await rules.outbound.request(url, {
      timeoutMs: rules.timeoutMs,
      maxBytes: rules.maxBytes,
      maxRedirects: MAX_REDIRECTS,
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
        'user-agent': 'Quad-Feeds/1',
      },
    });
    if (res.status !== 200) throw new FeedError(`订阅源回答 HTTP ${res.status}`);
    if (res.body.length === 0) throw new FeedError('订阅源没有内容');
    return decode(res.body);
  } catch (error) {
    if (error instanceof OutboundError) throw new FeedError(error.message);
    throw error;
  }
}
