import { createHash } from 'node:crypto';
import { CAPTCHA_FAILED, CAPTCHA_REQUIRED, type TCaptchaChallenge, type TTrackPoint } from '@quad/contracts/captcha-calls';
import { ErrorCode } from '@quad/contracts/errors';
import type { SiteDb } from '../db/site-db';
import { AppError } from '../errors';
import { newId, nowSeconds, randomToken } from '../ids';
import { drawPicture, PICTURE_HEIGHT, PICTURE_WIDTH, PIECE_SIZE } from './picture';
import { judgeTrack, TOLERANCE_PX, type TTrackVerdict } from './track';

/** A challenge must be answered, and a token spent, within two minutes. */
export const CHALLENGE_SECONDS = 120;
export const TOKEN_SECONDS = 120;

/** The one message of every failed check: which rule refused is in the audit log, not in the answer. */
export const CHECK_FAILED_MESSAGE = '验证失败，请重试';
/** Answered by a protected call without a valid token (`requireCaptchaToken`). */
export const CAPTCHA_REQUIRED_MESSAGE = '请先完成滑块验证';

const tokenKey = (token: string) => `t:${createHash('sha256').update(token).digest('hex')}`;
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

/** Takes the row `key` if it is there and unexpired, in one statement: of racing requests, one gets it. */
async function take(siteDb: SiteDb, key: string): Promise<{ answer: number } | undefined> {
  const row = await siteDb.deleteFrom('captcha').where('key', '=', key).returning(['answer', 'expires']).executeTakeFirst();
  return row && Number(row.expires) >= nowSeconds() ? { answer: Number(row.answer) } : undefined;
}

/**
 * A new challenge: a picture with a gap at a random place and the piece to drag into it. The gap's
 * place stays on the server (in the `captcha` table, so any instance can check it); the answer
 * carries only what is drawn and the piece's height. Sweeps the site's expired rows on the way.
 */
export async function newChallenge(siteDb: SiteDb): Promise<TCaptchaChallenge> {
  const picture = await drawPicture();
  const id = newId();
  const now = nowSeconds();
  await siteDb.deleteFrom('captcha').where('expires', '<', now).execute();
  await siteDb.insertInto('captcha', { key: id, answer: picture.x, expires: now + CHALLENGE_SECONDS }).execute();
  return {
    id,
    background: dataUrl('image/jpeg', picture.background),
    piece: dataUrl('image/png', picture.piece),
    y: picture.y,
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresIn: CHALLENGE_SECONDS,
  };
}

export type TCheckResult = { ok: true; token: string } | { ok: false; verdict: TTrackVerdict | 'wrong-position' | 'expired' };

/**
 * Checks where the piece was put and how it got there. The challenge is used up by the check, right
 * or wrong (a new one per try, so the gap cannot be found by trying every place); a pass answers a
 * token of this site that `requireCaptchaToken` takes once within two minutes.
 */
export async function checkChallenge(
  siteDb: SiteDb,
  id: string,
  answer: { x: number; track: TTrackPoint[]; input?: 'pointer' | 'keyboard' },
): Promise<TCheckResult> {
  const challenge = await take(siteDb, id);
  if (!challenge) return { ok: false, verdict: 'expired' };
  if (Math.abs(answer.x - challenge.answer) > TOLERANCE_PX) return { ok: false, verdict: 'wrong-position' };
  const verdict = judgeTrack(answer.track, answer.x, answer.input ?? 'pointer');
  if (verdict !== 'ok') return { ok: false, verdict };
  const token = randomToken(24);
  await siteDb.insertInto('captcha', { key: tokenKey(token), answer: 0, expires: nowSeconds() + TOKEN_SECONDS }).execute();
  return { ok: true, token };
}

/** The refusal of a check that failed, for the check call. */
export const checkFailed = () => new AppError(ErrorCode.FAILED, CHECK_FAILED_MESSAGE, {}, CAPTCHA_FAILED);

/**
 * Spends a captcha token: passes once per token, on the site that issued it, within two minutes.
 * Anything else (none, spent, expired, another site's) answers e=1 `请先完成滑块验证` with
 * `d.captcha = true` and the reason `captcha.required`, so the page shows the slider and sends again.
 */
export async function requireCaptchaToken(siteDb: SiteDb, token: string | undefined): Promise<void> {
  if (token && (await take(siteDb, tokenKey(token)))) return;
  throw new AppError(ErrorCode.FAILED, CAPTCHA_REQUIRED_MESSAGE, { captcha: true }, CAPTCHA_REQUIRED);
}
