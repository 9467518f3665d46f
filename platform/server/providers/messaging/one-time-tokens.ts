import type { SiteDb } from '../../db/site-db';
import { hashToken } from '../../identity/sessions';
import { nowSeconds, randomToken } from '../../ids';
import type { CorpStatesTable } from './schema';

type TKind = CorpStatesTable['kind'];

/** Stores `value` behind a new random token of this site that can be used once, within `ttlSeconds`. */
export async function issueOneTimeToken(siteDb: SiteDb, kind: TKind, value: string, ttlSeconds: number): Promise<string> {
  const token = randomToken(24);
  const now = nowSeconds();
  // Expired tokens are swept on the way in, so the table only ever holds the sign-ins in flight.
  await siteDb.deleteFrom('corp_states').where('expires', '<=', now).execute();
  await siteDb.insertInto('corp_states', { token_hash: hashToken(token), kind, value, expires: now + ttlSeconds }).execute();
  return token;
}

/** The value behind a token of this site, once; undefined when unknown, of another kind, expired or already used. */
export async function consumeOneTimeToken(siteDb: SiteDb, kind: TKind, token: string): Promise<string | undefined> {
  if (!/^[a-z2-7]{20,80}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const row = await siteDb
    .selectFrom('corp_states')
    .select(['value', 'expires'])
    .where('token_hash', '=', hash)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await siteDb.deleteFrom('corp_states').where('token_hash', '=', hash).executeTakeFirst();
  // Two requests racing with one token: only the one whose delete removed the row may use it.
  if (Number(deleted.numDeletedRows) !== 1 || row.expires <= nowSeconds()) return undefined;
  return row.value;
}

/** The value behind a live token of this site without using it up (a binding keeps its ticket until the password is right). */
export async function peekOneTimeToken(siteDb: SiteDb, kind: TKind, token: string): Promise<string | undefined> {
  if (!/^[a-z2-7]{20,80}$/.test(token)) return undefined;
  const row = await siteDb
    .selectFrom('corp_states')
    .select('value')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('expires', '>', nowSeconds())
    .executeTakeFirst();
  return row?.value;
}
