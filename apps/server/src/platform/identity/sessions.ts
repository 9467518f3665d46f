import { createHash } from 'node:crypto';
import { preparedQuery } from '../db/prepared';
import type { SiteDb } from '../db/site-db';
import { newId, nowSeconds, randomToken } from '../ids';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** The expiry slides forward, but at most once in this many seconds, to keep reads free of writes. */
const RENEW_AFTER_SECONDS = 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TSessionMeta {
  ip: string;
  userAgent: string;
  method: string;
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
  siteDb.selectFrom('sessions').select(['user_id', 'expires']).where('token_hash', '=', v.hash),
);

/** The user id behind a session token, or undefined when unknown, expired or from another site. */
export async function findSessionUser(siteDb: SiteDb, token: string): Promise<string | undefined> {
  if (!/^[a-z2-7]{20,80}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const row = await sessionByHash.first(siteDb, { hash });
  const now = nowSeconds();
  if (!row || row.expires <= now) return undefined;
  if (row.expires - now < SESSION_TTL_SECONDS - RENEW_AFTER_SECONDS) {
    await siteDb.updateTable('sessions').set({ expires: now + SESSION_TTL_SECONDS }).where('token_hash', '=', hash).execute();
  }
  return row.user_id;
}

export async function deleteSession(siteDb: SiteDb, token: string): Promise<void> {
  await siteDb.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (password reset, account disabled). */
export async function deleteUserSessions(siteDb: SiteDb, userId: string): Promise<void> {
  await siteDb.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
