import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';

/**
 * A kind of signed, rotating code shown as a QR: health codes now; tickets, passes and check-ins
 * later. Each purpose signs with a key of its own per site (`code_secrets`), so a code made for one
 * purpose never checks out as another's, and the site is in the signed text, so a code of one site
 * never checks out on another, even with a guessed key.
 */
export interface TCodePurpose {
  /** Names the purpose's key (`health`): renaming it makes every code in circulation invalid. */
  name: string;
  /** Every holder is shown the same code for this long, then the next: a screenshot soon stops working. */
  rotateSeconds: number;
  /** How long after it was issued a scan still counts (a slow gate, a queue). */
  validSeconds: number;
}

export interface TSignedCode {
  /** `q1.<subject>.<issued>.<signature>`: what the QR holds. */
  token: string;
  issuedAt: number;
  /** Seconds until the next code: when the page should fetch it. */
  refreshIn: number;
}

export type TCodeCheck = { ok: true; subject: string; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' };

const VERSION = 'q1';
/** A code dated this far ahead of the server's clock still counts (instances' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 5;
const INVALID: TCodeCheck = { ok: false, reason: 'invalid' };

/** Keys once read, per database, site and purpose: a key never changes once made. */
const keptKeys = new WeakMap<object, Map<string, Buffer>>();

/**
 * The purpose's key on this site, made on first use. Instances making it at the same moment both
 * insert; the first insert wins and every instance reads that one.
 */
async function keyOf(siteDb: SiteDb, purpose: string): Promise<Buffer> {
  const kept = keptKeys.get(siteDb.root) ?? new Map<string, Buffer>();
  keptKeys.set(siteDb.root, kept);
  const name = `${siteDb.siteId}\n${purpose}`;
  const known = kept.get(name);
  if (known) return known;
  const read = () => siteDb.selectFrom('code_secrets').select('secret').where('purpose', '=', purpose).executeTakeFirst();
  let row = await read();
  if (!row) {
    await siteDb
      .insertInto('code_secrets', { purpose, secret: randomBytes(32).toString('hex'), created: nowSeconds() })
      .onConflict((oc) => oc.columns(['site_id', 'purpose']).doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`no ${purpose} code key on site ${siteDb.siteId}`);
  const key = Buffer.from(row.secret, 'hex');
  // A key made inside a transaction that is later rolled back was never made.
  if (!siteDb.db.isTransaction) kept.set(name, key);
  return key;
}

const signature = (key: Buffer, siteId: string, payload: string) =>
  createHmac('sha256', key).update(`${siteId}.${payload}`).digest('base64url');

/**
 * Signs `subject` (what the code names, e.g. `<user>.<colour>`; no spaces) for this site and
 * purpose. The code is dated at the start of its rotation period, so everyone asking within one
 * period gets the same code and the next period's is another.
 */
export async function signCode(siteDb: SiteDb, purpose: TCodePurpose, subject: string, now = nowSeconds()): Promise<TSignedCode> {
  if (!subject || /\s/.test(subject)) throw new Error(`a code's subject is one word, not "${subject}"`);
  const issuedAt = now - (now % purpose.rotateSeconds);
  const payload = [VERSION, subject, issuedAt].join('.');
  const token = `${payload}.${signature(await keyOf(siteDb, purpose.name), siteDb.siteId, payload)}`;
  return { token, issuedAt, refreshIn: issuedAt + purpose.rotateSeconds - now };
}

/** Checks a scanned code: this site's and this purpose's signature, then its age. */
export async function checkCode(siteDb: SiteDb, purpose: TCodePurpose, token: string, now = nowSeconds()): Promise<TCodeCheck> {
  const parts = token.trim().split('.');
  if (parts.length < 4 || parts[0] !== VERSION) return INVALID;
  const expected = Buffer.from(signature(await keyOf(siteDb, purpose.name), siteDb.siteId, parts.slice(0, -1).join('.')));
  const actual = Buffer.from(parts.at(-1) ?? '');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return INVALID;
  const issuedAt = Number(parts.at(-2));
  if (!Number.isInteger(issuedAt)) return INVALID;
  if (now - issuedAt > purpose.validSeconds || issuedAt - now > CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, subject: parts.slice(1, -2).join('.'), issuedAt };
}
