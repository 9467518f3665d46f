import type { CreateTableBuilder, Kysely } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { namesMember, type TMember } from '@quad/platform/server/identity/audience';
import { parseAudience, type TStoredAudience } from './form-audience';

/**
 * The audience of each form as rows (`forms.audience_all`, `form_targets`), beside the JSON the
 * console edits, so "the forms aimed at me" is a query that pages in SQL instead of a scan of every
 * form of the site. Written with the JSON, in the same transaction.
 */

const targetRows = (formId: string, stored: TStoredAudience) =>
  stored.all ? [] : stored.targets.map((t) => ({ form_id: formId, kind: t.kind, target_id: t.targetId }));

/** Replaces a form's audience rows with those of `stored` (its JSON as just written). */
export async function saveFormTargets(tx: SiteDb, formId: string, stored: TStoredAudience): Promise<void> {
  await tx.updateTable('forms').set({ audience_all: stored.all ? 1 : 0 }).where('id', '=', formId).execute();
  await tx.deleteFrom('form_targets').where('form_id', '=', formId).execute();
  const rows = targetRows(formId, stored);
  if (rows.length > 0) await tx.insertInto('form_targets', rows).execute();
}

/** The ids of the forms whose audience names the member (their department, class, a role or them). */
export function formsTargeting(siteDb: SiteDb, member: TMember) {
  return siteDb
    .selectFrom('form_targets')
    .select('form_targets.form_id')
    .where((eb) => namesMember(eb, 'form_targets', member));
}

/** The audience rows, filled from the JSON of the forms that exist already. */
export const formTargetsMigration: TMigration = {
  name: 'forms_0003_targets',
  async up(db) {
    await db.schema.alterTable('forms').addColumn('audience_all', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    const columns = ['site_id', 'form_id', 'kind', 'target_id'] as const;
    let targets = db.schema.createTable('form_targets') as CreateTableBuilder<'form_targets', string>;
    for (const column of columns) targets = targets.addColumn(column, 'text', (c) => c.notNull());
    await targets.addPrimaryKeyConstraint('form_targets_pk', [...columns]).execute();
    await db.schema.createIndex('form_targets_target').on('form_targets').columns(['site_id', 'kind', 'target_id']).execute();
    await fillFromJson(db);
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillFromJson(db: Kysely<any>): Promise<void> {
  const forms = (await db.selectFrom('forms').select(['site_id', 'id', 'audience']).execute()) as { site_id: string; id: string; audience: string }[];
  for (const form of forms) {
    const stored = parseAudience(form.audience);
    if (stored.all) await db.updateTable('forms').set({ audience_all: 1 }).where('site_id', '=', form.site_id).where('id', '=', form.id).execute();
    const rows = targetRows(form.id, stored).map((row) => ({ ...row, site_id: form.site_id }));
    if (rows.length > 0) await db.insertInto('form_targets').values(rows).execute();
  }
}
