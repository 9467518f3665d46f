import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { TOutbound } from '../http/outbound';
import { SchoolSystemError } from './school-system';

/**
 * The house protocol for a school's own systems (card, energy, network billing…) that Quad talks
 * to over REST, so a vendor implements one convention, or a small gateway adapts its API to it.
 * The site's settings name the system: `{ kind: 'rest', baseUrl, appId, secret }`.
 *
 * Every request carries, with `<Name>` the protocol's header name (`Card`, `Energy`, `Net`…):
 *   X-<Name>-App:        the appId
 *   X-<Name>-Timestamp:  Unix seconds; the system refuses one more than 5 minutes off its clock
 *   X-<Name>-Signature:  hex HMAC-SHA256 with the secret over
 *                        `${METHOD}\n${path and query as sent}\n${timestamp}\n${body or ''}`
 * POST bodies are JSON. Every answer is JSON `{ "code": 0, "data": … }`, or `{ "code": <not 0>,
 * "message": "…" }` for a refusal, whose message the person reads; HTTP 5xx, a dropped connection or
 * an answer that breaks the protocol means the system is unwell and the request may be tried again.
 */
export interface TSignedRestConfig {
  baseUrl: string;
  appId: string;
  secret: string;
}

export interface TSignedRestProtocol {
  /** The name in the headers: `Card` gives `X-Card-App`… */
  header: string;
  /** The system as the person reads it in a refusal without a message: `校园卡系统`. */
  system: string;
  maxAnswerBytes: number;
}

/** Refused: the system said no (its message is for the person). Unreachable: try again later. */
export type TSystemFailure = 'refused' | 'unreachable';

/** The signature both sides compute (the local fakes check it with this same function). */
export function restSignature(secret: string, method: string, path: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${body}`).digest('hex');
}

const ZAnswer = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown().optional() });

export type TSignedAsk = <T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, payload?: object) => Promise<T>;

/**
 * The client half: `ask(schema, method, path, payload)` signs and sends one request and answers its
 * `data` checked against the schema. Failures are thrown as `SchoolSystemError`, the error the demo
 * systems throw too, so callers handle one error whichever system answered.
 */
export function signedRestClient(
  protocol: TSignedRestProtocol,
  config: TSignedRestConfig,
  outbound: TOutbound,
  timeoutMs: number,
): TSignedAsk {
  const fail = (kind: TSystemFailure, message: string) => new SchoolSystemError(kind, message);
  const base = new URL(config.baseUrl.replace(/\/+$/, ''));
  const prefix = `x-${protocol.header.toLowerCase()}`;
  return async (schema, method, path, payload) => {
    const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      [`${prefix}-app`]: config.appId,
      [`${prefix}-timestamp`]: timestamp,
      [`${prefix}-signature`]: restSignature(config.secret, method, `${url.pathname}${url.search}`, timestamp, body),
    };
    if (payload) headers['content-type'] = 'application/json';
    let status: number;
    let answer: z.infer<typeof ZAnswer>;
    try {
      const response = await outbound.request(url.toString(), {
        method,
        headers,
        body: payload ? body : undefined,
        timeoutMs,
        maxBytes: protocol.maxAnswerBytes,
      });
      status = response.status;
      answer = ZAnswer.parse(JSON.parse(response.body.toString('utf8')));
    } catch (error) {
      throw fail('unreachable', error instanceof Error ? error.message : String(error));
    }
    if (status >= 500) throw fail('unreachable', `HTTP ${status}`);
    if (answer.code !== 0) throw fail('refused', answer.message || `${protocol.system}拒绝了请求（${answer.code}）`);
    const data = schema.safeParse(answer.data);
    if (!data.success) throw fail('unreachable', `${protocol.system}的回答不符合协议：${path}`);
    return data.data;
  };
}
