import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { createSession } from '@quad/platform/server/identity/sessions';
import { nowSeconds, randomToken } from '@quad/platform/server/ids';
import { LIFETIME_SECONDS, parseCode, summariseAgent, type TScanStatus } from '../rules';
import type { TScanDetails } from '../contract';
import { announceChange, nextChange } from './notify';
import type { SmloginRequestsTable } from './schema';

/** After the phone confirms, the desktop (told within moments) has this long to take its session. */
const EXCHANGE_SECONDS = 30;
/** A request's row outlives its QR this long, so a late phone is told 已过期 rather than 无效. */
const KEEP_SECONDS = 600;
/** Longest a desktop's wait is held open (below the proxies' read timeouts); the page then asks again. */
export const WAIT_MS = 25_000;
/** A waiter reads its row at least this often, in case a change's message was lost on the way. */
const REREAD_MS = 2_000;

export const NOT_OURS = '该二维码不是本校的登录码';
const INVALID = '二维码无效，请在电脑上刷新后重新扫描';
const EXPIRED = '二维码已过期，请在电脑上刷新后重新扫描';
const USED = '该二维码已使用，请在电脑上刷新后重新扫描';
const DESKTOP_INVALID = '登录请求无效，请刷新二维码';

type TRow = SmloginRequestsTable;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What the request is now: expiry is read from the clock, so no job has to mark it. */
export function statusOf(row: Pick<TRow, 'status' | 'expires' | 'confirmed'>, now = nowSeconds()): TScanStatus {
  if ((row.status === 'waiting' || row.status === 'scanned') && now >= Number(row.expires)) return 'expired';
  if (row.status === 'confirmed' && now > Number(row.confirmed) + EXCHANGE_SECONDS) return 'expired';
  return row.status as TScanStatus;
}

/** A new request for the desktop at `meta`; requests long expired are swept on the way. */
export async function createRequest(siteDb: SiteDb, meta: { ip: string; userAgent: string }) {
  const now = nowSeconds();
  await siteDb.deleteFrom('smlogin_requests').where('expires', '<', now - KEEP_SECONDS).execute();
  const id = randomToken(16);
  const secret = randomToken(32);
  await siteDb
    .insertInto('smlogin_requests', {
      id,
      secret_hash: hashOf(secret),
      status: 'waiting',
      user_id: '',
      ua: meta.userAgent.slice(0, 300),
      ip: meta.ip,
      created: now,
      expires: now + LIFETIME_SECONDS,
      confirmed: 0,
    })
    .execute();
  return { id, secret, expiresIn: LIFETIME_SECONDS };
}

/** The QR of a confirmation page's address, drawn as the health codes and passes are. */
export const qrSvg = (link: string) => QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

const rowById = (siteDb: SiteDb, id: string) => siteDb.selectFrom('smlogin_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** The desktop's own request: only its secret opens it, and a wrong one looks like no request at all. */
async function desktopRow(siteDb: SiteDb, id: string, secret: string): Promise<TRow> {
  const row = await rowById(siteDb, id);
  const expected = Buffer.from(row?.secret_hash ?? hashOf('-'), 'hex');
  if (!row || !timingSafeEqual(expected, Buffer.from(hashOf(secret), 'hex'))) throw fail(DESKTOP_INVALID);
  return row;
}

async function scannerName(siteDb: SiteDb, row: TRow): Promise<string> {
  if (!row.user_id) return '';
  return (await siteDb.selectFrom('users').select('realname').where('id', '=', row.user_id).executeTakeFirst())?.realname ?? '';
}

/**
 * The desktop's wait: answers once the request's state is not `known` (or at `WAIT_MS`). Woken by the
 * change's announcement from any instance, re-reading its row every `REREAD_MS` besides and at expiry.
 */
export async function waitForChange(siteDb: SiteDb, id: string, secret: string, known: TScanStatus, signal?: AbortSignal) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await desktopRow(siteDb, id, secret);
    const status = statusOf(row);
    const left = deadline - Date.now();
    if (status !== known || left <= 0 || signal?.aborted) return { status, name: status === 'waiting' ? '' : await scannerName(siteDb, row) };
    const untilExpiry = (Number(row.expires) - nowSeconds()) * 1000 + 20;
    await nextChange(siteDb, id, Math.max(20, Math.min(left, REREAD_MS, untilExpiry > 0 ? untilExpiry : REREAD_MS)), signal);
  }
}

/** Why a phone's step on this request is refused, in words for the person holding the phone. */
function refusal(row: TRow | undefined, userId: string, now: number) {
  if (!row) return fail(INVALID);
  if (row.status === 'cancelled') return fail('登录已取消，请在电脑上刷新二维码');
  if (row.status === 'confirmed' || row.status === 'done') return fail(USED);
  if (now >= Number(row.expires)) return fail(EXPIRED);
  if (row.status === 'scanned' && row.user_id !== userId) return fail('该二维码已被他人扫描');
  if (row.status === 'waiting') return fail('请先扫描二维码');
  return fail(INVALID);
}

/** The request a phone's code names on this site; another school's code is told apart from a broken one. */
async function phoneRow(siteDb: SiteDb, code: string): Promise<TRow> {
  const parsed = parseCode(code);
  if (!parsed) throw fail(INVALID);
  if (parsed.siteId !== siteDb.siteId) throw fail(NOT_OURS);
  const row = await rowById(siteDb, parsed.requestId);
  if (!row) throw fail(INVALID);
  return row;
}

/** One guarded step: the update happens only from the state it expects, so two phones (or taps) cannot both win. */
async function step(siteDb: SiteDb, row: TRow, userId: string, from: string, set: Partial<TRow>): Promise<void> {
  const now = nowSeconds();
  const changed = await siteDb
    .updateTable('smlogin_requests')
    .set(set)
    .where('id', '=', row.id)
    .where('status', '=', from)
    .where('user_id', '=', from === 'waiting' ? '' : userId)
    .where('expires', '>', now)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw refusal(await rowById(siteDb, row.id), userId, now);
  announceChange(siteDb, row.id);
}

/** The phone opened the QR: the request becomes its person's to confirm (opening it again is harmless). */
export async function scan(siteDb: SiteDb, code: string, userId: string): Promise<TScanDetails> {
  const row = await phoneRow(siteDb, code);
  const mine = row.status === 'scanned' && row.user_id === userId && nowSeconds() < Number(row.expires);
  if (!mine) await step(siteDb, row, userId, 'waiting', { status: 'scanned', user_id: userId });
  return { ...summariseAgent(row.ua), ip: row.ip, created: Number(row.created) };
}

export async function confirm(siteDb: SiteDb, code: string, userId: string): Promise<void> {
  await step(siteDb, await phoneRow(siteDb, code), userId, 'scanned', { status: 'confirmed', confirmed: nowSeconds() });
}

export async function cancel(siteDb: SiteDb, code: string, userId: string): Promise<void> {
  await step(siteDb, await phoneRow(siteDb, code), userId, 'scanned', { status: 'cancelled' });
}

/**
 * The desktop's secret, once its phone confirmed, becomes a session of the person who confirmed: once
 * only (the request is `done` in the same transaction), recorded as a sign-in (`qrcode`, the personal
 * centre's 登录记录) and in the audit log as 扫码登录.
 */
export async function exchange(request: FastifyRequest, id: string, secret: string): Promise<string> {
  const siteDb = request.siteDb;
  const row = await desktopRow(siteDb, id, secret);
  const status = statusOf(row);
  if (status === 'done') throw fail(USED);
  if (status === 'expired') throw fail('二维码已过期，请刷新二维码');
  if (status !== 'confirmed') throw fail('请先在手机上确认登录');
  const user = await siteDb.selectFrom('users').select(['status', 'realname', 'must_change_password']).where('id', '=', row.user_id).executeTakeFirst();
  if (!user || user.status !== 'active') throw fail('账号已停用，请联系学校管理员');
  const userAgent = String(request.headers['user-agent'] ?? '');
  return siteDb.transaction(async (tx) => {
    const taken = await tx.updateTable('smlogin_requests').set({ status: 'done' }).where('id', '=', id).where('status', '=', 'confirmed').executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw fail(USED);
    const token = await createSession(tx, row.user_id, {
      ip: request.ip,
      userAgent,
      method: 'qrcode',
      mustChangePassword: user.must_change_password === 1,
    });
    await recordAudit(tx, request, {
      actorId: row.user_id,
      actorName: user.realname,
      action: 'users.qr-sign-in',
      targetType: 'user',
      targetId: row.user_id,
      after: { method: '扫码登录', request: id, ...summariseAgent(userAgent) },
    });
    announceChange(tx, id);
    return token;
  });
}
