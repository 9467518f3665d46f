import { sql } from 'kysely';
import type { TPermissionMap } from '@quad/contracts/permission-checks';
import { SERVICE_TOKEN_PREFIX, type TServiceToken } from '@quad/contracts/tokens';
import type { SiteDb } from '../db/site-db';
import { parseGrants } from '../identity/permissions';
import { hashToken } from '../identity/sessions';
import { newId, nowSeconds, randomToken } from '../ids';

/** A token that may be used now: this site's, not expired, not revoked. */
export interface TActiveToken {
  id: string;
  name: string;
  /** What the token was issued with; a call may use only what its maker still holds of it. */
  grants: TPermissionMap;
  /** Who issued it, while their account is active; undefined once it is disabled (the token then holds nothing). */
  makerId: string | undefined;
}

/** `qst_` then 32 random bytes in base 32 (52 characters). */
const TOKEN_SHAPE = new RegExp(`^${SERVICE_TOKEN_PREFIX}[a-z2-7]{52}$`);

export async function insertToken(
  siteDb: SiteDb,
  input: { name: string; grants: TPermissionMap; expires: number },
  createdBy: string,
): Promise<{ id: string; token: string }> {
  const token = SERVICE_TOKEN_PREFIX + randomToken(32);
  const id = newId();
  await siteDb
    .insertInto('service_tokens', {
      id,
      token_hash: hashToken(token),
      name: input.name,
      grants: JSON.stringify(input.grants),
      hint: token.slice(-4),
      expires: input.expires,
      created: nowSeconds(),
      created_by: createdBy,
    })
    .execute();
  return { id, token };
}

/** The token behind a bearer value, or undefined when it is malformed, unknown here, expired or revoked. */
export async function findActiveToken(siteDb: SiteDb, token: string): Promise<TActiveToken | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await siteDb
    .selectFrom('service_tokens')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'service_tokens.site_id').onRef('users.id', '=', 'service_tokens.created_by'))
    .select(['service_tokens.id', 'service_tokens.name', 'service_tokens.grants', 'service_tokens.expires', 'service_tokens.revoked', 'service_tokens.created_by', 'users.status'])
    .where('service_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked > 0 || row.expires <= nowSeconds()) return undefined;
  return { id: row.id, name: row.name, grants: parseGrants(row.grants), makerId: row.status === 'active' ? row.created_by : undefined };
}

export async function countTokenUse(siteDb: SiteDb, id: string, ip: string): Promise<void> {
  await siteDb
    .updateTable('service_tokens')
    .set({ uses: sql<number>`uses + 1`, last_used: nowSeconds(), last_ip: ip })
    .where('id', '=', id)
    .execute();
}

/** Every token of the site, newest first, as the console shows it: never the token or its hash. */
export async function listTokenRecords(siteDb: SiteDb, ids?: string[]): Promise<TServiceToken[]> {
  let query = siteDb
    .selectFrom('service_tokens')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'service_tokens.site_id').onRef('users.id', '=', 'service_tokens.created_by'))
    .select([
      'service_tokens.id',
      'service_tokens.name',
      'service_tokens.grants',
      'service_tokens.hint',
      'service_tokens.expires',
      'service_tokens.created',
      'service_tokens.created_by',
      'users.realname',
      'service_tokens.last_used',
      'service_tokens.last_ip',
      'service_tokens.uses',
      'service_tokens.revoked',
    ]);
  if (ids) query = query.where('service_tokens.id', 'in', ids);
  const rows = await query.orderBy('service_tokens.created', 'desc').orderBy('service_tokens.id', 'desc').execute();
  const now = nowSeconds();
  return rows.map(({ realname, grants, ...row }) => ({
    ...row,
    grants: parseGrants(grants),
    created_by_name: realname ?? '',
    status: row.revoked > 0 ? 'revoked' : row.expires <= now ? 'expired' : 'active',
  }));
}

/** Marks a token revoked (at once: every call looks the token up afresh). False when the site has no such token. */
export async function revokeTokenRecord(siteDb: SiteDb, id: string, by: string): Promise<boolean> {
  const row = await siteDb.selectFrom('service_tokens').select('revoked').where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  if (row.revoked === 0)
    await siteDb.updateTable('service_tokens').set({ revoked: nowSeconds(), revoked_by: by }).where('id', '=', id).execute();
  return true;
}
