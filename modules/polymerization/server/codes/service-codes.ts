import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, rateLimited } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TCodePurpose } from '@quad/platform/server/providers/sms/provider';
import { CODE_LENGTH } from '../../contract';
import { maskTarget } from '../mask';

/** A code lasts five minutes. */
export const CODE_TTL_SECONDS = 300;
/** Wrong tries before a code is void: with a million codes, five guesses are a 1 in 200,000 chance. */
export const MAX_TRIES = 5;
/** One code a minute to the same number, address or account. */
export const RESEND_SECONDS = 60;
/** Codes a day to one number, address or account: a person needs a few; more is someone pestering them. */
export const DAILY_PER_SUBJECT = 10;
/** Codes a day from one address of the site, whatever the numbers: a campus NAT's worth, not a script's. */
export const DAILY_PER_IP = 50;
/** Rows live this long: a day's caps look back one day. */
const KEEP_SECONDS = 2 * 24 * 3600;
const DAY = 24 * 3600;

const OPEN = 0;
const USED = 1;
const VOID = 2;

export const CODE_REFUSED = '验证码错误或已失效，请重新获取';
export const CODE_VOIDED = '验证码错误次数过多，已失效，请重新获取';

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface TCodeRequest {
  purpose: TCodePurpose;
  /** What the limits count (`schema.ts`). */
  subject: string;
  target: string;
  userId: string;
  ip: string;
}

/**
 * Makes a code, refusing past the limits: one a minute and ten a day per subject, fifty a day per
 * address. Earlier open codes of the subject and purpose are voided, so only the latest works. Answers
 * the code (to send) and the row id (`withdrawCode` when sending failed).
 */
export async function issueCode(siteDb: SiteDb, req: TCodeRequest): Promise<{ id: string; code: string }> {
  const now = nowSeconds();
  await siteDb.deleteFrom('polymerization_codes').where('created', '<', now - KEEP_SECONDS).execute();
  const recent = await siteDb
    .selectFrom('polymerization_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created').as('latest')])
    .where('subject', '=', req.subject)
    .where('created', '>', now - DAY)
    .executeTakeFirst();
  if (Number(recent?.latest ?? 0) > now - RESEND_SECONDS) throw rateLimited('获取验证码太频繁，请1分钟后再试');
  if (Number(recent?.count ?? 0) >= DAILY_PER_SUBJECT) throw rateLimited('今天获取验证码的次数已达上限，请明天再试');
  const fromIp = await siteDb
    .selectFrom('polymerization_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', req.ip)
    .where('created', '>', now - DAY)
    .executeTakeFirst();
  if (Number(fromIp?.count ?? 0) >= DAILY_PER_IP) throw rateLimited('当前网络今天获取验证码的次数过多，请明天再试');

  const id = newId();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('polymerization_codes').set({ state: VOID }).where('subject', '=', req.subject).where('purpose', '=', req.purpose).where('state', '=', OPEN).execute();
    await tx
      .insertInto('polymerization_codes', {
        id,
        purpose: req.purpose,
        subject: req.subject,
        target: req.target,
        user_id: req.userId,
        code_hash: hashOf(id, code),
        ip: req.ip,
        attempts: 0,
        state: OPEN,
        created: now,
        expires: now + CODE_TTL_SECONDS,
      })
      .execute();
  });
  return { id, code };
}

/** A code that could not be sent counts for nothing: the person may ask again at once. */
export async function withdrawCode(siteDb: SiteDb, id: string): Promise<void> {
  await siteDb.deleteFrom('polymerization_codes').where('id', '=', id).execute();
}

/**
 * Uses the latest code of `subject` for `purpose`, made for `userId`: right, open, unexpired, and
 * within its tries. Each try is counted before the comparison, in one statement, so parallel guesses
 * cannot share a try; the fifth wrong one voids the code and is audited. A right code is taken once.
 * Every refusal but the voiding reads the same, whatever was wrong.
 */
export async function useCode(
  request: FastifyRequest,
  check: { purpose: TCodePurpose; subject: string; userId?: string; code: string },
  /** Checks run on a right code before it is taken: a refusal there (a weak new password) leaves the code usable. */
  accept?: (userId: string) => Promise<void>,
): Promise<{ userId: string; target: string }> {
  const siteDb = request.siteDb;
  const now = nowSeconds();
  const row = await siteDb
    .selectFrom('polymerization_codes')
    .select(['id', 'user_id', 'target', 'code_hash', 'expires'])
    .where('subject', '=', check.subject)
    .where('purpose', '=', check.purpose)
    .where('state', '=', OPEN)
    .orderBy('created', 'desc')
    .executeTakeFirst();
  if (!row || Number(row.expires) <= now) throw fail(CODE_REFUSED);
  const counted = await siteDb
    .updateTable('polymerization_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('state', '=', OPEN)
    .where('attempts', '<', MAX_TRIES)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw fail(CODE_REFUSED);
  const expected = Buffer.from(row.code_hash, 'hex');
  const right = timingSafeEqual(Buffer.from(hashOf(row.id, check.code), 'hex'), expected);
  // A code nobody received (an unknown account's) or made for someone else never passes.
  const forThem = row.user_id !== '' && (check.userId === undefined || check.userId === row.user_id);
  if (!right || !forThem) {
    if (Number(counted.attempts) >= MAX_TRIES) {
      await siteDb.updateTable('polymerization_codes').set({ state: VOID }).where('id', '=', row.id).execute();
      await recordAudit(siteDb, request, {
        actorId: check.userId ?? '',
        actorName: '',
        action: 'polymerization.code-voided',
        targetType: 'verification-code',
        targetId: row.id,
        after: { purpose: check.purpose, subject: maskTarget(check.subject), ip: request.ip },
      });
      throw fail(CODE_VOIDED);
    }
    throw fail(CODE_REFUSED);
  }
  if (accept) {
    // The try was not wrong: it is given back, so fixing the password does not cost the code.
    await siteDb.updateTable('polymerization_codes').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', row.id).execute();
    await accept(row.user_id);
  }
  const taken = await siteDb.updateTable('polymerization_codes').set({ state: USED }).where('id', '=', row.id).where('state', '=', OPEN).returning('id').executeTakeFirst();
  if (!taken) throw fail(CODE_REFUSED);
  return { userId: row.user_id, target: row.target };
}
