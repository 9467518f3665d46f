import { hash } from 'node:crypto';
import { defineSiteCache } from '../cache/site-cache';
import { preparedQuery } from '../db/prepared';
import type { SiteDb } from '../db/site-db';
import { newId, nowSeconds, randomToken } from '../ids';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** The expiry slides forward, but at most once in this many seconds, to keep reads free of writes. */
const RENEW_AFTER_SECONDS = 3600;

// The one-shot digest: every signed-in request hashes its token, and a Hash object per request cost more than the hashing.
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface TSessionMeta {
  ip: string;
  userAgent: string;
  method: string;
  /** The session may only change its password (signed in with a first or reset password). */
  mustChangePassword?: boolean;
}

/** Creates a session (a fresh token each time: a token known before login is never promoted) and records the sign-in. */
export async function createSession(siteDb: SiteDb, userId: string, meta: TSessionMeta): Promise<string> {
  const token = randomToken(32);
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto('sessions', {
        token_hash: hashToken(token),
        user_id: userId,
        created: now,
        expires: now + SESSION_TTL_SECONDS,
        ip: meta.ip,
        user_agent: meta.userAgent.slice(0, 300),
        must_change_password: meta.mustChangePassword ? 1 : 0,
      })
      .execute();
    await tx
      .insertInto('sign_ins', { id: newId(), user_id: userId, created: now, ip: meta.ip, user_agent: meta.userAgent.slice(0, 300), method: meta.method })
      .execute();
  });
  return token;
}

// Every signed-in request reads its session.
const sessionByHash = preparedQuery((siteDb, v: { hash: string }) =>
  siteDb.selectFrom('sessions').select(['user_id', 'expires', 'must_change_password']).where('token_hash', '=', v.hash),
);

type TSessionRow = { user_id: string; expires: number; must_change_password: number } | undefined;

/**
 * Sessions by token hash, so a signed-in read costs no query. Every end of a session (sign-out,
 * password change, account disabled) evicts on every instance.
 */
const sessionCache = defineSiteCache<TSessionRow>({ name: 'sessions', ttlMs: 60_000, max: 100_000 });

export interface TSessionOwner {
  userId: string;
  /** Nothing but the password change is allowed until it is done. */
  mustChangePassword: boolean;
}

/** Who a session token belongs to, or undefined when unknown, expired or from another site. */
export async function findSessionUser(siteDb: SiteDb, token: string): Promise<TSessionOwner | undefined> {
  if (!/^[a-z2-7]{20,80}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const row = await sessionCache.read(siteDb, hash, () => sessionByHash.first(siteDb, { hash }));
  const now = nowSeconds();
  if (!row || row.expires <= now) return undefined;
  if (row.expires - now < SESSION_TTL_SECONDS - RENEW_AFTER_SECONDS) {
    const expires = now + SESSION_TTL_SECONDS;
    await siteDb.updateTable('sessions').set({ expires }).where('token_hash', '=', hash).execute();
    sessionCache.update(siteDb, hash, (cached) => cached && { ...cached, expires });
  }
  return { userId: row.user_id, mustChangePassword: row.must_change_password === 1 };
}

export async function deleteSession(siteDb: SiteDb, token: string): Promise<void> {
  const hash = hashToken(token);
  await siteDb.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  sessionCache.evict(siteDb, hash);
}

/** Ends a session known only by its stored hash (a CAS single logout names the ticket, never the token). */
export async function deleteSessionByHash(siteDb: SiteDb, hash: string): Promise<void> {
  await siteDb.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  sessionCache.evict(siteDb, hash);
}

/** Ends every session of a user (password reset, account disabled). */
export async function deleteUserSessions(siteDb: SiteDb, userId: string): Promise<void> {
  await siteDb.deleteFrom('sessions').where('user_id', '=', userId).execute();
  // Cached by token, not by person: the site's whole session cache goes (rare, and refilled by one read each).
  sessionCache.evict(siteDb);
}

/**
 * After a password change (inside its transaction): every other session of the person ends, those
 * of their other identities too (reached by switching, so through this password), and this one may
 * act again.
 */
export async function keepOnlySession(tx: SiteDb, userIds: string[], token: string): Promise<void> {
  const hash = hashToken(token);
  await tx.deleteFrom('sessions').where('user_id', 'in', userIds).where('token_hash', '!=', hash).execute();
  await tx.updateTable('sessions').set({ must_change_password: 0 }).where('token_hash', '=', hash).execute();
  sessionCache.evict(tx);
}

/**
 * A session as its person sees it in 登录设备: named by a key derived from its stored hash (neither
 * the token nor its hash leaves the server), with where and when it was last active. The expiry
 * slides at most hourly, so `lastSeen` is within an hour of the truth.
 */
export interface TOpenSession {
  key: string;
  created: number;
  lastSeen: number;
  ip: string;
  userAgent: string;
  current: boolean;
}

const keyOfHash = (hash: string) => hashToken(hash).slice(0, 24);

export async function openSessionsOf(siteDb: SiteDb, userId: string, currentToken: string): Promise<TOpenSession[]> {
  const current = currentToken ? hashToken(currentToken) : '';
  const rows = await siteDb
    .selectFrom('sessions')
    .select(['token_hash', 'created', 'expires', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires', '>', nowSeconds())
    .orderBy('expires', 'desc')
    .execute();
  return rows.map((r) => ({
    key: keyOfHash(r.token_hash),
    created: Number(r.created),
    lastSeen: Math.max(Number(r.created), Number(r.expires) - SESSION_TTL_SECONDS),
    ip: r.ip,
    userAgent: r.user_agent,
    current: r.token_hash === current,
  }));
}

/** Ends one of the person's sessions by its key; answers whether there was one (another person's key finds nothing). */
export async function endSessionOf(siteDb: SiteDb, userId: string, key: string): Promise<boolean> {
  const rows = await siteDb.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  const hash = rows.find((r) => keyOfHash(r.token_hash) === key)?.token_hash;
  if (!hash) return false;
  await siteDb.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  sessionCache.evict(siteDb, hash);
  return true;
}
