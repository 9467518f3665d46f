import { sql } from 'kysely';
import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { listAnswers, ZResultRow } from '../../contract';
import { loadDefinition, loadResultForm, parseValues } from './store-form';
import { answerers, NOBODY } from './store-people';
import { likeContaining } from '@quad/platform/server/db/like';
import { countRows, onPage } from '@quad/platform/server/db/paging';

type TResultRow = z.infer<typeof ZResultRow>;
type TListInput = z.output<typeof listAnswers.input>;

const ROW_COLUMNS = ['id', 'version', 'user_id', 'starter_dept_id', 'day', 'created', 'values_json'] as const;
type TAnswerRow = { id: string; version: number; user_id: string; starter_dept_id: string; day: string; created: number; values_json: string };


/** Rows as the console shows them: names only when the form is not anonymous. */
async function toResultRows(siteDb: SiteDb, rows: TAnswerRow[], anonymous: boolean): Promise<TResultRow[]> {
  const personOf = anonymous ? () => NOBODY : await answerers(siteDb, rows);
  return rows.map((r) => ({
    id: r.id,
    version: Number(r.version),
    ...personOf(r),
    day: r.day,
    created: Number(r.created),
    values: parseValues(r.values_json),
  }));
}

/** One page of a form's answers, newest first, with the current version's design for the columns. */
export async function listFormAnswers(siteDb: SiteDb, input: TListInput) {
  const form = await loadResultForm(siteDb, input.id);
  let query = siteDb.selectFrom('form_answers').where('form_id', '=', form.id);
  if (input.day) query = query.where('day', '=', input.day);
  if (input.keyword) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
    query = query.where(sql<string>`lower(search_text)`, 'like', likeContaining(input.keyword.toLowerCase()));
  }
  const count = await countRows(query);
  const rows = await query
    .select([...ROW_COLUMNS])
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .$call(onPage(input))
    .execute();
  return {
    list: await toResultRows(siteDb, rows, form.anonymous),
    total: count,
    definition: await loadDefinition(siteDb, form),
    title: form.title,
    anonymous: form.anonymous,
  };
}

/** One answer with the design of its own version, for printing. */
export async function readResultAnswer(siteDb: SiteDb, answerId: string) {
  const row = await siteDb.selectFrom('form_answers').select([...ROW_COLUMNS, 'form_id']).where('id', '=', answerId).executeTakeFirst();
  if (!row) throw notFound('答卷不存在或已被删除');
  const form = await loadResultForm(siteDb, row.form_id);
  const [answer] = await toResultRows(siteDb, [row], form.anonymous);
  return { answer, definition: await loadDefinition(siteDb, form, Number(row.version)), title: form.title, anonymous: form.anonymous };
}
