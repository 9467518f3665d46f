import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TSession } from '../contract';
import { networkSystemOf } from './system/choose';
import { askSchoolSystem } from '@quad/platform/server/connectors/school-system';
import type { TNetworkSystem } from './system/network-system';

export const NETWORK_SYSTEM_DOWN = '校园网计费系统暂时无法访问，请稍后再试';

/** Where a person's network account is: their site's billing system and their username (their student or staff number). */
export interface TMyNetwork {
  system: TNetworkSystem;
  username: string;
}

export async function myNetworkOf(c: { site: TSite; siteDb: SiteDb; platform: TPlatform; userId: string }): Promise<TMyNetwork> {
  const system = networkSystemOf(c.site, c.siteDb, c.platform);
  const person = await c.siteDb.selectFrom('users').select('number').where('id', '=', c.userId).executeTakeFirst();
  if (!person?.number) throw fail('您的账号没有学工号，无法使用校园网业务');
  return { system, username: person.number };
}

/** Asks the billing system, answering its refusal as it says and its silence as one message. */
export const askNetwork = <T>(work: () => Promise<T>): Promise<T> => askSchoolSystem(work, NETWORK_SYSTEM_DOWN);

export async function chargesOf({ system, username }: TMyNetwork, page: number, size: number) {
  const { total, lines } = await askNetwork(() => system.charges(username, page, size));
  return { total, list: lines };
}

/**
 * Sets the network login password. The portal password is not asked again: the person is signed in
 * to their own account (as for the card's 挂失), the platform has no re-authentication step to reuse,
 * and the network password guards only the network login. The route caps how often it may be done;
 * the audit entry says that it was changed, never to what, and the password is passed straight on.
 */
export async function setPassword(
  siteDb: SiteDb,
  request: FastifyRequest,
  userId: string,
  mine: TMyNetwork,
  password: string,
): Promise<void> {
  await askNetwork(() => mine.system.setPassword(mine.username, password));
  await recordAudit(siteDb, request, {
    actorId: userId,
    action: 'network.set-password',
    targetType: 'network-account',
    targetId: mine.username,
  });
}

/** Takes one of my devices offline (the system refuses an id that is not my account's), then answers those left. */
export async function logoutSession(
  siteDb: SiteDb,
  request: FastifyRequest,
  userId: string,
  mine: TMyNetwork,
  id: string,
): Promise<TSession[]> {
  const before = await askNetwork(() => mine.system.sessions(mine.username));
  const session = before.find((s) => s.id === id);
  if (!session) throw fail('该设备不在线');
  await askNetwork(() => mine.system.logout(mine.username, id));
  await recordAudit(siteDb, request, {
    actorId: userId,
    action: 'network.logout-session',
    targetType: 'network-account',
    targetId: mine.username,
    before: { ip: session.ip, mac: session.mac, device: session.device },
  });
  return askNetwork(() => mine.system.sessions(mine.username));
}
