import type { TMigration } from '../db/migrate';
import type { SiteDb } from '../db/site-db';

/**
 * Several identities of one person (a graduate student who also works as a teaching assistant, a
 * teacher who leads two units): each identity is its own account, with its own number, department,
 * roles and answers, and the accounts of one person are linked so they can switch between them
 * without signing in again. An account with no link row is a person with one identity.
 */
export interface IdentityLinksTable {
  site_id: string;
  user_id: string;
  /** The id of the person's first account: the same for all their identities. */
  person_id: string;
}

declare module '../db/database' {
  interface Database {
    identity_links: IdentityLinksTable;
  }
}

export const identityLinksMigration: TMigration = {
  name: '000_platform_0103_identity_links',
  async up(db) {
    await db.schema
      .createTable('identity_links')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('identity_links_pk', ['site_id', 'user_id'])
      .execute();
    await db.schema.createIndex('identity_links_person').on('identity_links').columns(['site_id', 'person_id']).execute();
  },
};

const personOf = async (siteDb: SiteDb, userId: string): Promise<string | undefined> =>
  (await siteDb.selectFrom('identity_links').select('person_id').where('user_id', '=', userId).executeTakeFirst())?.person_id;

/** The account ids of this person's identities, the given one included, in the order they were made. */
export async function identityIds(siteDb: SiteDb, userId: string): Promise<string[]> {
  const person = await personOf(siteDb, userId);
  if (!person) return [userId];
  const rows = await siteDb.selectFrom('identity_links').select('user_id').where('person_id', '=', person).orderBy('user_id').execute();
  return rows.map((r) => r.user_id);
}

/** Makes `otherId` one more identity of the person behind `userId` (inside the caller's transaction). */
export async function linkIdentity(tx: SiteDb, userId: string, otherId: string): Promise<void> {
  const person = (await personOf(tx, userId)) ?? userId;
  // Linking two people who already have several identities merges them into one.
  const members = [...new Set([...(await identityIds(tx, userId)), ...(await identityIds(tx, otherId))])];
  await tx.deleteFrom('identity_links').where('user_id', 'in', members).execute();
  await tx.insertInto('identity_links', members.map((id) => ({ user_id: id, person_id: person }))).execute();
}

/** Takes one account out of its person's identities; the others stay linked to each other. */
export async function unlinkIdentity(tx: SiteDb, userId: string): Promise<void> {
  const person = await personOf(tx, userId);
  if (!person) return;
  await tx.deleteFrom('identity_links').where('user_id', '=', userId).execute();
  const rest = await tx.selectFrom('identity_links').select('user_id').where('person_id', '=', person).execute();
  // A person left with one account has no identities to switch between.
  if (rest.length === 1) await tx.deleteFrom('identity_links').where('user_id', '=', rest[0]!.user_id).execute();
  else if (rest.length > 1 && person === userId)
    await tx.updateTable('identity_links').set({ person_id: rest[0]!.user_id }).where('person_id', '=', person).execute();
}
