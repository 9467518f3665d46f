import { ConnectorError, pageMessage } from './errors';
import { MAX_PAGE_BYTES, seconds, type TLimits } from './limits';

export interface TPageRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Reads at most MAX_PAGE_BYTES, cancelling a bigger body as soon as it passes the limit. */
async function readLimited(response: Response, where: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    total += value.byteLength;
    if (total > MAX_PAGE_BYTES) {
      await reader.cancel().catch(() => {});
      throw new ConnectorError('bad-answer', `学校系统的回答超过 ${MAX_PAGE_BYTES / 1024 / 1024}MB（${where}），请减小每页条数`);
    }
    chunks.push(value);
  }
}

function unreachable(error: unknown, where: string): ConnectorError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new ConnectorError('unreachable', `无法连接学校系统：${detail}（${where}）`.slice(0, 300));
}

/**
 * One page's exchange: the parsed JSON answer, or a ConnectorError naming the page. The timeout covers
 * the whole exchange, body included, so a system that sends headers and then stalls fails too.
 * Redirects are not followed: a login page or another host is not the API the office configured.
 */
export async function fetchPage(request: TPageRequest, page: number, limits: TLimits): Promise<unknown> {
  const where = pageMessage(page);
  const perRequest = AbortSignal.timeout(limits.timeoutMs);
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.any([perRequest, limits.signal]),
    });
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      throw new ConnectorError('http-status', `学校系统返回错误：HTTP ${response.status}（${where}）`);
    }
    text = await readLimited(response, where);
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    const stopped = limits.stopped();
    if (stopped) throw stopped;
    if (perRequest.aborted) throw new ConnectorError('timeout', `学校系统无响应（超时 ${seconds(limits.timeoutMs)} 秒，${where}）`);
    throw unreachable(error, where);
  }
  try {
    // Some systems start their UTF-8 with a byte order mark, which JSON.parse refuses.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ConnectorError('not-json', `学校系统返回的不是 JSON（${where}）`);
  }
}
