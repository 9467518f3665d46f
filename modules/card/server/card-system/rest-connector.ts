import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { ZCard, ZCardLine } from '../../contract';
import { CardSystemError, type TCardSystem } from './card-system';

/**
 * The generic REST protocol of a school's card system (一卡通): what a card vendor implements, or a
 * gateway in front of its own API adapts to. The site's settings name it:
 * `cardSystem: { kind: 'rest', baseUrl: 'https://card.example.edu.cn/quad', appId, secret }`.
 *
 * Every request carries
 *   X-Card-App:       the appId
 *   X-Card-Timestamp: Unix seconds; the card system refuses one more than 5 minutes off its clock
 *   X-Card-Signature: hex HMAC-SHA256 with the secret over
 *                     `${METHOD}\n${path and query as sent}\n${timestamp}\n${body or ''}`
 * and every answer is HTTP 200 JSON `{ "code": 0, "data": … }`, or `{ "code": <not 0>, "message": "…" }`
 * for a refusal (no such card, a frozen card), whose message the person reads. Amounts are integer
 * fen, times Unix seconds, a card is its holder's student or staff number.
 *
 *   GET  /cards/{number}                                   → { number, holder, balanceFen, status: normal|lost|frozen }
 *   GET  /cards/{number}/transactions?from&to&page&size    → { total, lines: [{ id, at, amountFen (+ in, − out), balanceFen, place, kind }] }, newest first
 *   POST /cards/{number}/loss                              → the card, now `lost` (挂失)
 *   POST /cards/{number}/loss/undo                         → the card, now `normal` (解挂)
 *   POST /topups  { requestNo, number, amountFen }         → { state: credited|pending }; the same requestNo again
 *                                                            answers the first one's state and credits nothing more
 *   GET  /topups/{requestNo}                               → { state: credited|pending|unknown }
 *   GET  /statements/{YYYY-MM-DD}                          → { lines: [{ requestNo, number, amountFen, at }] }: top-ups credited that Beijing day
 */

export interface TRestCardConfig {
  baseUrl: string;
  appId: string;
  secret: string;
}

/** The signature both sides compute (the local fake checks it with this same function). */
export function cardSignature(secret: string, method: string, path: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${body}`).digest('hex');
}

/** Card answers are small JSON objects; a page of lines stays well under this. */
const MAX_ANSWER_BYTES = 256 * 1024;

const ZAnswer = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown().optional() });
const ZLinePage = z.object({ total: z.number(), lines: z.array(ZCardLine) });
const ZTopUpAnswer = z.object({ state: z.enum(['credited', 'pending']) });
const ZTopUpStatus = z.object({ state: z.enum(['credited', 'pending', 'unknown']) });
const ZStatement = z.object({
  lines: z.array(z.object({ requestNo: z.string(), number: z.string(), amountFen: z.number(), at: z.number() })),
});

export function restCardSystem(config: TRestCardConfig, outbound: TOutbound, timeoutMs: number): TCardSystem {
  const base = new URL(config.baseUrl.replace(/\/+$/, ''));

  async function ask<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      'x-card-app': config.appId,
      'x-card-timestamp': timestamp,
      'x-card-signature': cardSignature(config.secret, method, `${url.pathname}${url.search}`, timestamp, body),
    };
    if (payload) headers['content-type'] = 'application/json';
    let answer: z.infer<typeof ZAnswer>;
    try {
      const response = await outbound.request(url.toString(), {
        method,
        headers,
        body: payload ? body : undefined,
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
      answer = ZAnswer.parse(JSON.parse(response.body.toString('utf8')));
    } catch (error) {
      throw new CardSystemError('unreachable', error instanceof Error ? error.message : String(error));
    }
    if (answer.code !== 0) throw new CardSystemError('refused', answer.message || `校园卡系统拒绝了请求（${answer.code}）`);
    const data = schema.safeParse(answer.data);
    if (!data.success) throw new CardSystemError('unreachable', `校园卡系统的回答不符合协议：${path}`);
    return data.data;
  }

  const card = (number: string) => `/cards/${encodeURIComponent(number)}`;
  return {
    card: (number) => ask(ZCard, 'GET', card(number)),
    transactions: (number, r) =>
      ask(
        ZLinePage,
        'GET',
        `${card(number)}/transactions?${new URLSearchParams({ from: String(r.from), to: String(r.to), page: String(r.page), size: String(r.size) })}`,
      ),
    reportLoss: (number) => ask(ZCard, 'POST', `${card(number)}/loss`, {}),
    undoLoss: (number) => ask(ZCard, 'POST', `${card(number)}/loss/undo`, {}),
    topUp: async (number, requestNo, amountFen) => (await ask(ZTopUpAnswer, 'POST', '/topups', { requestNo, number, amountFen })).state,
    topUpStatus: async (requestNo) => (await ask(ZTopUpStatus, 'GET', `/topups/${encodeURIComponent(requestNo)}`)).state,
    statement: async (day) => (await ask(ZStatement, 'GET', `/statements/${encodeURIComponent(day)}`)).lines,
  };
}
