import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TColour } from '../contract-code';

/** A code is shown for 60 s; a scan up to 30 s later (a slow gate, a queue) still counts. */
export const ROTATE_SECONDS = 60;
export const VALID_SECONDS = 90;

const VERSION = 'q1';
const COLOUR_LETTERS: Record<TColour, string> = { green: 'g', yellow: 'y', red: 'r' };
const LETTER_COLOURS = Object.fromEntries(Object.entries(COLOUR_LETTERS).map(([c, l]) => [l, c])) as Record<string, TColour>;

/** The site is in the signed text, so a code of another site never checks out here, even with a guessed secret. */
const signature = (secret: string, siteId: string, payload: string) => createHmac('sha256', Buffer.from(secret, 'hex')).update(`${siteId}.${payload}`).digest('base64url');

/** `q1.<user>.<colour>.<issued>.<signature>`: what the QR holds. */
export function signCode(secret: string, siteId: string, code: { userId: string; colour: TColour; issuedAt: number }): string {
  const payload = [VERSION, code.userId, COLOUR_LETTERS[code.colour], code.issuedAt].join('.');
  return `${payload}.${signature(secret, siteId, payload)}`;
}

export type TCodeCheck = { ok: true; userId: string; colour: TColour; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a scanned code: this site's signature, then its age. */
export function checkCode(secret: string, siteId: string, token: string, now: number): TCodeCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const [, userId = '', letter = '', issued = '', given = ''] = parts;
  const expected = Buffer.from(signature(secret, siteId, parts.slice(0, 4).join('.')));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  const issuedAt = Number(issued);
  const colour = LETTER_COLOURS[letter];
  if (!colour || !Number.isInteger(issuedAt)) return { ok: false, reason: 'invalid' };
  if (now - issuedAt > VALID_SECONDS || issuedAt - now > 5) return { ok: false, reason: 'expired' };
  return { ok: true, userId, colour, issuedAt };
}
