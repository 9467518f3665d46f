import type { FastifyRequest } from 'fastify';
import type { TCallAccess } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { beyondReach, isAppAllowed, withinReach, type TPermissionMap } from '@quad/contracts/permission-checks';
import { recordAudit } from '../audit/record';
import type { SiteDb } from '../db/site-db';
import { AppError, forbidden } from '../errors';
import { loginUrl, requireUserId } from '../http/context';
import { loadPermissionMap } from '../identity/permissions';
import { countTokenUse, findActiveToken, type TActiveToken } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a service token (not a person) makes the call; its grants are what it may use now (see `requireCaller`). */
    serviceToken?: TActiveToken;
  }
}

/** What `userId` is for a call a token makes: never a user id (those have no colon), shown as such in the audit log. */
export const tokenActorId = (id: string) => `token:${id}`;
const tokenActorName = (name: string) => `服务令牌：${name}`;

/** The name the audit log shows for whoever makes a call: the token's, or the person's. */
export async function callerName(siteDb: SiteDb, request: FastifyRequest, userId: string): Promise<string> {
  if (request.serviceToken) return tokenActorName(request.serviceToken.name);
  return (await siteDb.selectFrom('users').select('realname').where('id', '=', userId).executeTakeFirst())?.realname ?? '';
}

/** What whoever makes the call holds: a person through their roles, a token through what it may use now. */
async function callerPermissions(siteDb: SiteDb, request: FastifyRequest, userId: string): Promise<TPermissionMap> {
  return request.serviceToken?.grants ?? loadPermissionMap(siteDb, userId);
}

/**
 * Whether whoever makes the call holds the app and module: for rules finer than the call's own
 * access (a writer or a publisher).
 */
export async function callerHolds(request: FastifyRequest, userId: string, app: string, module?: string): Promise<boolean> {
  return isAppAllowed(await callerPermissions(request.siteDb, request, userId), app, module);
}

/**
 * The permissions of `grants` the caller may not pass on (`mayPassOn`: what they hold; a role manager,
 * anything but the platform's), as `app/module`. The one rule for granting a role, issuing a token and
 * taking over an account (resetting its password, linking it): whoever does it gains nothing they
 * could not give themselves. Pass the transaction's handle when inside one.
 */
export async function beyondCaller(siteDb: SiteDb, request: FastifyRequest, userId: string, grants: TPermissionMap): Promise<string[]> {
  return beyondReach(await callerPermissions(siteDb, request, userId), grants);
}

/**
 * What a token may use now: what it was issued with, as far as its maker may still pass it on. A
 * maker who loses a role (or their account) takes it from their tokens at once, as from themselves,
 * so a token never outlasts the rights it was made from; the token keeps its grants and regains them
 * if the maker does.
 */
async function usableGrants(siteDb: SiteDb, token: TActiveToken): Promise<TPermissionMap> {
  return token.makerId ? withinReach(await loadPermissionMap(siteDb, token.makerId), token.grants) : {};
}

/** The bearer value of the Authorization header; undefined when the request sends none. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

async function recordUse(request: FastifyRequest, token: TActiveToken, allowed: boolean): Promise<void> {
  await request.siteDb.transaction(async (tx) => {
    await countTokenUse(tx, token.id, request.ip);
    await recordAudit(tx, request, {
      actorId: tokenActorId(token.id),
      actorName: tokenActorName(token.name),
      action: allowed ? 'tokens.use' : 'tokens.refused',
      targetType: 'token',
      targetId: token.id,
      after: { method: request.method, call: request.routeOptions.url ?? request.url },
    });
  });
}

/**
 * Who makes a call that is not public. Without an Authorization header, the signed-in person (10013
 * without a session). With `Bearer <token>`, the token: unknown, expired, revoked or another site's
 * answers 10013 at once. A token may make only the calls guarded by an app and module its grants hold
 * and its maker still holds (`usableGrants`);
 * calls open to any signed-in person are about that person ("me"), so a token, which is no person,
 * is refused them (10003). Every use is counted and audited, refused ones too.
 */
export async function requireCaller(request: FastifyRequest, access: Exclude<TCallAccess, 'public'>): Promise<string> {
  const bearer = bearerOf(request);
  if (bearer === undefined) return requireUserId(request);
  const token = bearer ? await findActiveToken(request.siteDb, bearer) : undefined;
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN, '服务令牌无效、已过期或已被收回', { login_url: loginUrl(request) });
  const grants = await usableGrants(request.siteDb, token);
  const allowed = typeof access === 'object' && isAppAllowed(grants, access.app, access.module);
  await recordUse(request, token, allowed);
  if (typeof access !== 'object') throw forbidden('服务令牌不能调用个人接口，请用账号登录');
  if (!allowed) {
    throw forbidden(isAppAllowed(token.grants, access.app, access.module) ? '签发人已没有此权限，服务令牌不能再调用此接口' : '服务令牌没有调用此接口的权限');
  }
  request.serviceToken = { ...token, grants };
  return tokenActorId(token.id);
}
