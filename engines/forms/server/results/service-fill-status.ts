import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { siteDay } from '@quad/platform/server/time';
import { formAudienceIds, loadResultForm } from './store-form';

/** How many of a form's audience have answered: today's answers (site day) for a daily form, all others' otherwise. */
export async function fillStatusOf(siteDb: SiteDb, formNo: number, timeZone: string) {
  const row = await siteDb.selectFrom('forms').select('id').where('no', '=', formNo).executeTakeFirst();
  if (!row) throw notFound('表单不存在或已被删除');
  const form = await loadResultForm(siteDb, row.id);
  const day = form.frequency === 'daily' ? siteDay(timeZone) : '';
  let answered = siteDb.selectFrom('form_answers').select(sql<number>`count(distinct user_id)`.as('n')).where('form_id', '=', form.id);
  if (day) answered = answered.where('day', '=', day);
  const count = await answered.executeTakeFirstOrThrow();
  return {
    id: form.id,
    title: form.title,
    frequency: form.frequency,
    day,
    answered: Number(count.n),
    audience: (await formAudienceIds(siteDb, form))?.length ?? 0,
  };
}
