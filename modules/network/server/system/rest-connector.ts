import { z } from 'zod';
import { signedRestClient, type TSignedRestConfig, type TSignedRestProtocol } from '@quad/platform/server/connectors/signed-rest';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { ZCharge, ZNetworkAccount, ZSession } from '../../contract';
import type { TNetworkSystem } from './network-system';

/**
 * The REST protocol of a school's network billing system (校园网计费系统): what a vendor implements,
 * or a gateway in front of its own API adapts to. The site's settings name it:
 * `networkSystem: { kind: 'rest', baseUrl: 'https://net.example.edu.cn/quad', appId, secret }`.
 * Signing and the answer envelope are the house protocol (platform/server/connectors/signed-rest.ts)
 * with the headers `X-Net-App`, `X-Net-Timestamp`, `X-Net-Signature`. Amounts are integer fen, times
 * Unix seconds, an account is its holder's student or staff number (学工号).
 *
 *   GET  /accounts/{username}                        → { username, holder, balanceFen, plan: { name, monthlyFeeFen },
 *                                                        status: normal|arrears|disabled, usedMb (this month), expiresAt? }
 *   GET  /accounts/{username}/charges?page&size      → { total, lines: [{ id, at, amountFen (+ top-up, − monthly fee), balanceFen, kind }] }, newest first
 *   POST /topups { requestNo, username, amountFen }  → { state: credited }; the same requestNo again answers the first and credits nothing more
 *   GET  /topups/{requestNo}                         → { state: credited|unknown }
 *   POST /accounts/{username}/password { password }  → {}   (the network login password, not the portal's)
 *   GET  /accounts/{username}/sessions               → [{ id, ip, mac, device, since, bytesIn, bytesOut }]
 *   POST /accounts/{username}/sessions/{id}/logout   → {}   (refused for an id that is not the account's)
 *   GET  /statements/{YYYY-MM-DD}                    → { lines: [{ requestNo, username, amountFen, at }] }: top-ups credited that Beijing day
 */
export const NET_PROTOCOL: TSignedRestProtocol = { header: 'Net', system: '校园网计费系统', maxAnswerBytes: 1_000_000 };

const ZCharges = z.object({ total: z.number(), lines: z.array(ZCharge) });
const ZState = z.object({ state: z.enum(['credited', 'unknown']) });
const ZStatement = z.object({
  lines: z.array(z.object({ requestNo: z.string(), username: z.string(), amountFen: z.number(), at: z.number() })),
});
const ZNothing = z.unknown();

const at = (username: string) => `/accounts/${encodeURIComponent(username)}`;

export function restNetworkSystem(config: TSignedRestConfig, outbound: TOutbound, timeoutMs: number): TNetworkSystem {
  const ask = signedRestClient(NET_PROTOCOL, config, outbound, timeoutMs);
  return {
    account: (username) => ask(ZNetworkAccount, 'GET', at(username)),
    charges: (username, page, size) => ask(ZCharges, 'GET', `${at(username)}/charges?page=${page}&size=${size}`),
    async topUp(requestNo, username, amountFen) {
      // `credited` is the only answer the protocol has: anything else fails the schema and is retried.
      await ask(z.object({ state: z.literal('credited') }), 'POST', '/topups', { requestNo, username, amountFen });
    },
    topUpStatus: async (requestNo) => (await ask(ZState, 'GET', `/topups/${encodeURIComponent(requestNo)}`)).state,
    setPassword: async (username, password) => void (await ask(ZNothing, 'POST', `${at(username)}/password`, { password })),
    sessions: (username) => ask(z.array(ZSession), 'GET', `${at(username)}/sessions`),
    logout: async (username, id) => void (await ask(ZNothing, 'POST', `${at(username)}/sessions/${encodeURIComponent(id)}/logout`, {})),
    statement: async (day) => (await ask(ZStatement, 'GET', `/statements/${encodeURIComponent(day)}`)).lines,
  };
}
