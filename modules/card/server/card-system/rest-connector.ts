import { z } from 'zod';
import { signedRestClient, type TSignedRestConfig, type TSignedRestProtocol } from '@quad/platform/server/connectors/signed-rest';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { ZCard, ZCardLine } from '../../contract';
import type { TCardSystem } from './card-system';

/**
 * The generic REST protocol of a school's card system (一卡通): what a card vendor implements, or a
 * gateway in front of its own API adapts to. The site's settings name it:
 * `cardSystem: { kind: 'rest', baseUrl: 'https://card.example.edu.cn/quad', appId, secret }`.
 *
 * It is the house's signed REST protocol (`@quad/platform/server/connectors/signed-rest`) with
 * headers X-Card-App, X-Card-Timestamp and X-Card-Signature; a refusal's message (no such card, a
 * frozen card) is what the person reads. Amounts are integer
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

/** The card system's dialect of the house protocol. Card answers are small; a page of lines stays well under the cap. */
export const CARD_PROTOCOL: TSignedRestProtocol = { header: 'Card', system: '校园卡系统', maxAnswerBytes: 256 * 1024 };

const ZLinePage = z.object({ total: z.number(), lines: z.array(ZCardLine) });
const ZTopUpAnswer = z.object({ state: z.enum(['credited', 'pending']) });
const ZTopUpStatus = z.object({ state: z.enum(['credited', 'pending', 'unknown']) });
const ZStatement = z.object({
  lines: z.array(z.object({ requestNo: z.string(), number: z.string(), amountFen: z.number(), at: z.number() })),
});

export function restCardSystem(config: TSignedRestConfig, outbound: TOutbound, timeoutMs: number): TCardSystem {
  const ask = signedRestClient(CARD_PROTOCOL, config, outbound, timeoutMs);
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
