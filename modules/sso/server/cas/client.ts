import type { TOutbound } from '@quad/platform/server/http/outbound';
import { parseServiceResponse, type TCasValidation } from './xml';

/** CAS answers are a few hundred bytes; anything bigger is not CAS. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 8000;

/**
 * Asks the CAS server whether `ticket` was issued for `service`: CAS 3.0's `/p3/serviceValidate`
 * (which releases attributes), and `/serviceValidate` when the server is CAS 2.0 and has no `/p3`.
 * Through the platform's outbound client, so a configured address inside the server's network is
 * refused where it connects. A server that cannot be reached is a failure like any other.
 */
export async function validateTicket(outbound: TOutbound, serverUrl: string, service: string, ticket: string): Promise<TCasValidation> {
  const query = new URLSearchParams({ service, ticket }).toString();
  try {
    for (const path of ['/p3/serviceValidate', '/serviceValidate']) {
      const answer = await outbound.request(`${serverUrl}${path}?${query}`, { timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES });
      if (answer.status === 404 && path.startsWith('/p3/')) continue;
      if (answer.status !== 200) return { ok: false, code: 'UNREACHABLE', message: `HTTP ${answer.status}` };
      return parseServiceResponse(answer.body.toString('utf8'));
    }
    return { ok: false, code: 'UNREACHABLE', message: 'HTTP 404' };
  } catch (error) {
    return { ok: false, code: 'UNREACHABLE', message: error instanceof Error ? error.message : String(error) };
  }
}
