import QRCode from 'qrcode';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { checkCode, signCode, type TCodePurpose } from '@quad/platform/server/codes/signed-codes';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import { siteTime } from '@quad/platform/server/time';
import type { TScanResult } from '../contract-office';
import type { TPass } from '../contract';
import { maskIdCard, maskPhone } from '../rules';
import type { PermitRequestsTable } from './schema';

/**
 * The pass in the QR: the platform's signed rotating code (its key is this site's and this purpose's,
 * the site is in the signed text), naming the request. The code proves which request; the request's
 * row says, at the moment of the scan, whether it still opens the gate.
 */
const PASSES: TCodePurpose = { name: 'permit', rotateSeconds: 60, validSeconds: 180 };

export async function passOf(siteDb: SiteDb, requestId: string): Promise<TPass> {
  const { token, refreshIn } = await signCode(siteDb, PASSES, requestId);
  return { token, refreshIn, svg: await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

type TRow = Pick<PermitRequestsTable, 'status' | 'revoked' | 'start_at' | 'end_at'>;

/** Whether a request opens the gate at `now` (site time `YYYY-MM-DD HH:MM`), else why not. */
export function verdict(row: TRow, now: string): TScanResult {
  if (Number(row.revoked) > 0) return 'revoked';
  if (row.status !== 'approved') return 'not-approved';
  if (now < row.start_at) return 'not-yet';
  if (now > row.end_at) return 'ended';
  return 'valid';
}

const MESSAGES: Record<TScanResult, (row?: TRow) => string> = {
  valid: () => '通行证有效，准予通行',
  invalid: () => '通行码无效：不是本校的通行证，或已损坏',
  'expired-code': () => '通行码已过期，请对方刷新后重新出示',
  'not-approved': () => '通行证未获批准，不能通行',
  revoked: () => '通行证已被撤销，不能通行',
  'not-yet': (row) => `未到通行时间（${row?.start_at ?? ''} 起有效）`,
  ended: (row) => `通行证已过期（有效期至 ${row?.end_at ?? ''}）`,
};

/**
 * A guard's check of a scanned or typed code, logged whatever its outcome. A code that is not this
 * site's is refused like garbage, and neither answer nor log names anything of another site.
 */
export async function checkAtGate(siteDb: SiteDb, guardId: string, timeZone: string, token: string, gate: string) {
  const now = nowSeconds();
  const code = await checkCode(siteDb, PASSES, token, now);
  const row = code.ok
    ? await siteDb
        .selectFrom('permit_requests')
        .select(['id', 'kind', 'name', 'phone', 'id_card', 'plate', 'host_id', 'start_at', 'end_at', 'status', 'revoked'])
        .where('id', '=', code.subject)
        .executeTakeFirst()
    : undefined;
  const result: TScanResult = !code.ok ? (code.reason === 'expired' ? 'expired-code' : 'invalid') : row ? verdict(row, siteTime(timeZone, now)) : 'invalid';
  await siteDb.insertInto('permit_scans', { id: newId(), request_id: row?.id ?? '', guard_id: guardId, gate, result, created: now }).execute();
  const host = row ? ((await realnames(siteDb, [row.host_id])).get(row.host_id) ?? '') : '';
  return {
    valid: result === 'valid',
    result,
    message: MESSAGES[result](row),
    permit: row
      ? { kind: row.kind, name: row.name, phone: maskPhone(row.phone), idCard: maskIdCard(row.id_card), plate: row.plate, host, start: row.start_at, end: row.end_at }
      : null,
  };
}
