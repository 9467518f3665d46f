import type { SiteDb } from '@quad/platform/server/db/site-db';
import { forbidden } from '@quad/platform/server/errors';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { beyondCaller } from '@quad/platform/server/tokens/authenticate';
import type { TActor } from '../audit-context';

/**
 * Refuses acting on an account that holds a permission the actor may not pass on (a site or platform
 * administrator, a role the actor lacks): resetting its password, or linking it to an account the
 * actor can use, would let the actor become it. The rule of role grants and tokens (`beyondCaller`).
 */
export async function requireWithinReach(siteDb: SiteDb, actor: TActor, uid: string, refused: string): Promise<void> {
  const beyond = await beyondCaller(siteDb, actor.request, actor.id, await loadPermissionMap(siteDb, uid));
  if (beyond.length > 0) throw forbidden(`该账号有你没有的权限，${refused}（${beyond.join('、')}）`);
}
