import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'undici';

/**
 * The one HTTP client for requests the server makes to addresses it does not own (webhooks, RSS
 * feeds, the WeCom API). The address is checked where the socket is opened, after the one DNS
 * lookup whose answer is used: a name cannot pass a check and then resolve elsewhere (DNS
 * rebinding), and every redirect hop is opened, so checked, the same way.
 */

/** Loopback, private, shared, link-local, documentation, benchmarking, multicast and reserved IPv4. */
const INTERNAL_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL_V4.addSubnet(net, prefix, 'ipv4');
}

/** IPv6 ranges that are internal whatever follows (forms that embed an IPv4 address are judged by it). */
const INTERNAL_V6 = new BlockList();
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['64:ff9b:1::', 48],
] as const) {
  INTERNAL_V6.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const [head, tail] = text.split('::');
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address stands for: IPv4-compatible and -mapped (`::a.b.c.d`,
 * `::ffff:a.b.c.d`), SIIT (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`).
 */
function embeddedIPv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0 || groups[5] === 0xffff)) return v4Of(groups[6], groups[7]);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return v4Of(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4Of(groups[6], groups[7]);
  if (groups[0] === 0x2002) return v4Of(groups[1], groups[2]);
  return undefined;
}

/** Whether an IP address belongs to the server's own network (or to no one's). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL_V4.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIPv4(ipv6Groups(address));
  return v4 ? INTERNAL_V4.check(v4, 'ipv4') : INTERNAL_V6.check(address.split('%')[0], 'ipv6');
}

/** Why an address cannot be requested, or undefined when it can: http(s) only, without credentials. */
export function urlProblem(raw: string, label: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${label}不是有效的网址`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${label}必须以 http:// 或 https:// 开头`;
  if (url.username || url.password) return `${label}不能包含用户名或密码`;
  return undefined;
}

/** A request that did not give an answer; the message (Chinese) says why, for logs and consoles. */
export class OutboundError extends Error {}

const REFUSED = '目标地址在内网，已拒绝连接';

/** Thrown inside the socket layer; surfaces as an OutboundError with REFUSED. */
class RefusedAddress extends Error {}

export type TResolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: TResolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface TOutboundOptions {
  /** Reach loopback and private addresses (`ALLOW_PRIVATE_TARGETS`: development and tests only). */
  allowPrivate: boolean;
  /** The DNS (tests answer names themselves). */
  resolve?: TResolve;
  /** The address rule (tests let one loopback address stand for the internet). */
  isInternal?: (address: string) => boolean;
}

export interface TOutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** For the whole exchange, body included. */
  timeoutMs: number;
  /** Largest body read; 0 = the body is not wanted. */
  maxBytes: number;
  /** Redirects followed, each hop checked like the first; 0 = a 3xx is the answer. */
  maxRedirects?: number;
}

export interface TOutboundResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface TOutbound {
  request(url: string, request: TOutboundRequest): Promise<TOutboundResponse>;
  /**
   * Whether the address names the server's own network now: for a form's early answer only (the
   * name may resolve elsewhere later; `request` checks again where it connects).
   */
  refuses(url: string): Promise<boolean>;
  /** Closes the kept-alive connections (server shutdown). */
  close(): Promise<void>;
}

const tooLarge = (maxBytes: number) => new OutboundError(`回答内容超过 ${Math.round(maxBytes / 1024)}KB，已停止读取`);

/** Reads at most `maxBytes`: a bigger body is cancelled as soon as it passes the limit, not read to the end. */
async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  if (maxBytes === 0) {
    await body.cancel().catch(() => {});
    return Buffer.alloc(0);
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

function describe(error: unknown, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new OutboundError(`${timeoutMs / 1000} 秒内未收到完整回答`);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof RefusedAddress) return new OutboundError(REFUSED);
  const detail = cause as { code?: string; message?: string } | undefined;
  return new OutboundError(`连接失败：${detail?.code ?? detail?.message ?? (error instanceof Error ? error.message : String(error))}`.slice(0, 300));
}

export function createOutbound(options: TOutboundOptions): TOutbound {
  const resolve = options.resolve ?? systemResolve;
  const refused = (address: string) => !options.allowPrivate && (options.isInternal ?? isInternalAddress)(address);

  // Answers the socket's lookup with the addresses it will connect to, or refuses them all.
  const lookup = ((hostname: string, opts: { all?: boolean; family?: number | string }, callback: (...args: unknown[]) => void) => {
    resolve(hostname)
      .then((answers) => {
        if (answers.some((a) => refused(a.address))) throw new RefusedAddress(REFUSED);
        const family = opts.family === 4 || opts.family === 'IPv4' ? 4 : opts.family === 6 || opts.family === 'IPv6' ? 6 : 0;
        const usable = family ? answers.filter((a) => a.family === family) : answers;
        if (usable.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        if (opts.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      })
      .catch((error: unknown) => callback(error));
  }) as unknown as LookupFunction;

  // undici (about 5 MB of heap) loads with the first outbound request, not when the server starts.
  let client: Promise<{ agent: Agent; fetch: typeof import('undici').fetch }> | undefined;
  const loadClient = () =>
    (client ??= import('undici').then(({ Agent, buildConnector, fetch }) => {
      const connectSocket = buildConnector({ lookup });
      // An address written as an IP is connected to without a lookup: checked here instead.
      const agent = new Agent({
        connect: (opts, callback) => {
          if (isIP(opts.hostname) && refused(opts.hostname)) return callback(new RefusedAddress(REFUSED), null);
          connectSocket(opts, callback);
        },
      });
      return { agent, fetch };
    }));

  async function request(url: string, req: TOutboundRequest): Promise<TOutboundResponse> {
    const signal = AbortSignal.timeout(req.timeoutMs);
    const maxRedirects = req.maxRedirects ?? 0;
    let target = url;
    try {
      const { agent, fetch } = await loadClient();
      for (let hop = 0; ; hop++) {
        const problem = urlProblem(target, hop === 0 ? '地址' : '跳转地址');
        if (problem) throw new OutboundError(problem);
        const res = await fetch(target, {
          method: req.method ?? 'GET',
          headers: req.headers,
          body: req.body,
          redirect: 'manual',
          signal,
          dispatcher: agent,
        });
        const location = res.headers.get('location');
        if (maxRedirects > 0 && res.status >= 300 && res.status < 400 && location) {
          await res.body?.cancel();
          if (hop >= maxRedirects) throw new OutboundError('跳转次数过多');
          target = new URL(location, target).href;
          continue;
        }
        if (req.maxBytes > 0 && Number(res.headers.get('content-length') ?? 0) > req.maxBytes) {
          await res.body?.cancel();
          throw tooLarge(req.maxBytes);
        }
        // undici's stream type differs from the DOM library's only in its generic.
        const body = res.body as ReadableStream<Uint8Array> | null;
        return { status: res.status, headers: res.headers, body: await readLimited(body, req.maxBytes) };
      }
    } catch (error) {
      throw describe(error, req.timeoutMs);
    }
  }

  async function refuses(url: string): Promise<boolean> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return refused(host);
    try {
      return (await resolve(host)).some((a) => refused(a.address));
    } catch {
      // A name that does not resolve reaches nothing; requests to it fail on their own.
      return false;
    }
  }

  return {
    request,
    refuses,
    close: async () => {
      if (client) await (await client).agent.close();
    },
  };
}
