import type { SiteDb } from '@quad/platform/server/db/site-db';
import { JsonText } from '@quad/platform/server/http/json-text';
import { identityIds } from '@quad/platform/server/identity/links';
import { cachedPerson, personNames, selectPeople } from '@quad/platform/server/identity/people';
import type { TUserBase } from '../contract';

/** The answer's `base`: the user with their department and class names. */
export async function findUserBase(siteDb: SiteDb, userId: string): Promise<TUserBase | undefined> {
  const row = await cachedPerson(siteDb, userId);
  return row && userBaseOf(row);
}

type TPersonRow = NonNullable<Awaited<ReturnType<typeof cachedPerson>>>;

function userBaseOf(row: TPersonRow): TUserBase {
  // Assigned, not spread: on this V8 every property defined after a spread costs about a microsecond.
  return Object.assign(personNames(row), {
    role: { number: row.number, identity: row.type },
    type: row.type,
    department_id: row.dept_id,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
  });
}

/**
 * get-info's answer as ready text, made once per cached person: the cache answers the same frozen row
 * until the person changes (`personChanged`) or the entry expires, and a new row makes a new text.
 */
const infoTexts = new WeakMap<TPersonRow, JsonText>();

export async function userInfoText(siteDb: SiteDb, userId: string): Promise<JsonText | undefined> {
  const row = await cachedPerson(siteDb, userId);
  if (!row) return undefined;
  let text = infoTexts.get(row);
  if (!text) infoTexts.set(row, (text = new JsonText(JSON.stringify({ base: userBaseOf(row) }))));
  return text;
}

/** The identities of the person behind this account, for `center/switch`. */
export async function findIdentities(siteDb: SiteDb, userId: string) {
  const ids = await identityIds(siteDb, userId);
  const rows = await selectPeople(siteDb).where('users.id', 'in', ids).where('users.status', '=', 'active').orderBy('users.id').execute();
  return rows.map((row) => ({
    uid: row.id,
    identity: row.type,
    number: row.number,
    department: row.dept_name ?? '',
    class_name: row.class_name ?? '',
    current: row.id === userId,
  }));
}
