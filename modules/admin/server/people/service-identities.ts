import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { identityIds, linkIdentity, unlinkIdentity } from '@quad/platform/server/identity/links';
import { verifyPassword } from '@quad/platform/server/identity/passwords';
import { selectPeople } from '@quad/platform/server/identity/people';
import { requireWithinReach } from './service-reach';
import { audit, type TActor } from '../audit-context';
import { findUser, findUserByUsername } from './store';

/** The accounts that are identities of the same person as `uid`, itself included. */
export async function listIdentityRecords(siteDb: SiteDb, uid: string) {
  if (!(await findUser(siteDb, uid))) throw notFound('人员不存在');
  const rows = await selectPeople(siteDb)
    .where('users.id', 'in', await identityIds(siteDb, uid))
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({
    uid: r.id,
    username: r.username,
    realname: r.realname,
    number: r.number,
    type: r.type,
    department: r.dept_name ?? '',
    status: r.status,
  }));
}

/** What linking two accounts takes: each owner's own password, typed in front of the administrator. */
export interface TLinkConsent {
  uid: string;
  username: string;
  password: string;
  link_password: string;
}

const WRONG_PASSWORD = '密码不正确，请让该账号本人输入';

/**
 * Makes `username` another identity of the person behind `uid`. Linked accounts switch into each other
 * without a password, so a link must give nobody an account they could not already sign in to: both
 * owners consent with their passwords, and neither account may hold more than the administrator.
 */
export async function linkIdentityRecord(siteDb: SiteDb, actor: TActor, input: TLinkConsent): Promise<void> {
  const user = await findUser(siteDb, input.uid);
  if (!user) throw notFound('人员不存在');
  const other = await findUserByUsername(siteDb, input.username);
  if (!other) throw fail(`账号“${input.username}”不存在`);
  if (other.id === user.id) throw fail('不能把账号关联到它自己');
  if ((await identityIds(siteDb, user.id)).includes(other.id)) throw fail('这两个账号已经是同一人的身份');
  for (const id of [user.id, other.id]) await requireWithinReach(siteDb, actor, id, '不能关联');
  // Both checked before answering, so the answer does not say which of the two was right.
  const [own, linked] = await Promise.all([
    verifyPassword(input.password, user.password_hash),
    verifyPassword(input.link_password, other.password_hash),
  ]);
  if (!own || !linked)
    throw invalid({ ...(own ? {} : { password: WRONG_PASSWORD }), ...(linked ? {} : { link_password: WRONG_PASSWORD }) });
  await siteDb.transaction(async (tx) => {
    const before = await identityIds(tx, user.id);
    await linkIdentity(tx, user.id, other.id);
    await audit(tx, actor, {
      action: 'users.link-identity',
      targetType: 'user',
      targetId: user.id,
      before: { identities: before },
      after: { identities: await identityIds(tx, user.id) },
    });
  });
}

export async function unlinkIdentityRecord(siteDb: SiteDb, actor: TActor, uid: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    if (!(await findUser(tx, uid))) throw notFound('人员不存在');
    const before = await identityIds(tx, uid);
    await unlinkIdentity(tx, uid);
    await audit(tx, actor, {
      action: 'users.unlink-identity',
      targetType: 'user',
      targetId: uid,
      before: { identities: before },
      after: { identities: [uid] },
    });
  });
}
