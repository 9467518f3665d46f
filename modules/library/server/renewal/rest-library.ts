import { z } from 'zod';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { OutboundError, type TOutbound } from '@quad/platform/server/http/outbound';
import type { TLibrarySystem } from './library-system';

/**
 * The library interface a school exposes for renewal (or a small gateway in front of its library
 * system adapts to), set per site in the console (接口地址 and 令牌):
 *
 *   POST {baseUrl}/renew
 *   Authorization: Bearer {token}
 *   Content-Type: application/json
 *   { "reader": "2024010001", "barcode": "C0012345", "requestId": "…" }
 *
 * answered with HTTP 200 and JSON `{ "ok": true, "dueDate": "2026-06-01", "message"?: "…" }` when
 * renewed, or `{ "ok": false, "message": "该书已被他人预约，不能续借" }` when the library refuses (its
 * message is what the reader reads). The same requestId again must not renew twice. HTTP 401/403 is
 * a token the library does not accept; any other status, a timeout or an answer that is not this JSON
 * means the library is unwell, and the reader may try again later.
 */
export interface TRestLibraryConfig {
  baseUrl: string;
  token: string;
}

/** Renewal answers are a line of JSON: anything larger is not this protocol. */
const MAX_ANSWER_BYTES = 16 * 1024;

const ZAnswer = z.union([
  z.object({ ok: z.literal(true), dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), message: z.string().max(200).optional() }),
  z.object({ ok: z.literal(false), message: z.string().max(200).optional() }),
]);

export const LIBRARY_DOWN = '图书馆系统暂时无法连接，请稍后再试';
export const TOKEN_REFUSED = '图书馆接口令牌无效，请联系管理员';

export function restLibrarySystem(config: TRestLibraryConfig, outbound: TOutbound, timeoutMs: number): TLibrarySystem {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/renew`;
  return {
    async renew({ reader, barcode, requestId }) {
      let response;
      try {
        response = await outbound.request(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ reader, barcode, requestId }),
          timeoutMs,
          maxBytes: MAX_ANSWER_BYTES,
        });
      } catch (error) {
        if (error instanceof OutboundError) throw new SchoolSystemError('unreachable', error.message);
        throw error;
      }
      if (response.status === 401 || response.status === 403) throw new SchoolSystemError('refused', TOKEN_REFUSED);
      if (response.status !== 200) throw new SchoolSystemError('unreachable', `图书馆系统回答 HTTP ${response.status}`);
      let parsed;
      try {
        parsed = ZAnswer.safeParse(JSON.parse(response.body.toString('utf8')));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) throw new SchoolSystemError('unreachable', '图书馆系统的回答格式不正确');
      const answer = parsed.data;
      if (!answer.ok) throw new SchoolSystemError('refused', answer.message?.trim() || '图书馆不同意续借');
      return { dueDate: answer.dueDate, message: answer.message?.trim() ?? '' };
    },
  };
}
