import type { SiteDb } from '@quad/server/platform/db/site-db';
import { fail, notFound } from '@quad/server/platform/errors';
import { identityIds, linkIdentity, unlinkIdentity } from '@quad/server/platform/identity/links';
import { selectPeople } from '@quad/server/platform/identity/people';
import { audit, type TActor } from './audit-context';
import { findUser, findUserByUsername } from './people-store';

/** The accounts that are identities of the same person as `uid`, itself included. */
export async function listIdentityRecords(siteDb: SiteDb, uid: string) {
  if (!(await findUser(siteDb, uid))) throw notFound('人员不存在');
  const rows = await selectPeople(siteDb).where('users.id', 'in', await identityIds(siteDb, uid)).orderBy('users.id').execute();
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

export async function linkIdentityRecord(siteDb: SiteDb, actor: TActor, uid: string, username: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    if (!(await findUser(tx, uid))) throw notFound('人员不存在');
    const other = await findUserByUsername(tx, username);
    if (!other) throw fail(`账号“${username}”不存在`);
    if (other.id === uid) throw fail('不能把账号关联到它自己');
    const before = await identityIds(tx, uid);
    if (before.includes(other.id)) throw fail('这两个账号已经是同一人的身份');
    await linkIdentity(tx, uid, other.id);
    await audit(tx, actor, { action: 'users.link-identity', targetType: 'user', targetId: uid, before: { identities: before }, after: { identities: await identityIds(tx, uid) } });
  });
}

export async function unlinkIdentityRecord(siteDb: SiteDb, actor: TActor, uid: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    if (!(await findUser(tx, uid))) throw notFound('人员不存在');
    const before = await identityIds(tx, uid);
    await unlinkIdentity(tx, uid);
    await audit(tx, actor, { action: 'users.unlink-identity', targetType: 'user', targetId: uid, before: { identities: before }, after: { identities: [uid] } });
  });
}
