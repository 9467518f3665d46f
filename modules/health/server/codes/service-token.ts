import type { SiteDb } from '@quad/platform/server/db/site-db';
import { checkCode, signCode, type TCodePurpose, type TSignedCode } from '@quad/platform/server/codes/signed-codes';
import type { TColour } from '../../contract-code';

/** A code is shown for 60 s; a scan up to 30 s later (a slow gate, a queue) still counts. */
export const HEALTH_CODES: TCodePurpose = { name: 'health', rotateSeconds: 60, validSeconds: 90 };

const COLOUR_LETTERS: Record<TColour, string> = { green: 'g', yellow: 'y', red: 'r' };
const LETTER_COLOURS = Object.fromEntries(Object.entries(COLOUR_LETTERS).map(([c, l]) => [l, c])) as Record<string, TColour>;

/** A health code names `<user>.<colour letter>`: the colour it was shown with (the gate judges again). */
export const signHealthCode = (siteDb: SiteDb, userId: string, colour: TColour, now?: number): Promise<TSignedCode> =>
  signCode(siteDb, HEALTH_CODES, `${userId}.${COLOUR_LETTERS[colour]}`, now);

export type THealthCodeCheck = { ok: true; userId: string; colour: TColour } | { ok: false; reason: 'invalid' | 'expired' };

/** A scanned health code of this site, signed and in date, naming a person and a colour. */
export async function checkHealthCode(siteDb: SiteDb, token: string, now?: number): Promise<THealthCodeCheck> {
  const check = await checkCode(siteDb, HEALTH_CODES, token, now);
  if (!check.ok) return check;
  const [userId = '', letter = '', ...rest] = check.subject.split('.');
  const colour = LETTER_COLOURS[letter];
  return userId && colour && rest.length === 0 ? { ok: true, userId, colour } : { ok: false, reason: 'invalid' };
}
