import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@quad/platform/server/db/database';
import { likeContaining } from '@quad/platform/server/db/like';
import { onPage, type TPage } from '@quad/platform/server/db/paging';
import { FORM_GROUPS, type TFormGroup } from '../../contract';
import { formsTargeting } from '../form-targets';
import { FORM_HEAD_COLUMNS, type TFormHead } from '../store';
import type { TFiller } from './service-filler';

/**
 * "My forms" in SQL, so the list pages on the server: which forms are listed for me and which
 * section (待填写 / 已填写 / 已截止) each falls in, the rule `groupOf` applies to one card on the web.
 */

export interface TMyFormsFilter {
  category?: string;
  keyword?: string;
}

/** The forms I have answered at all, or (daily forms count only those) today. */
const answeredBy = (filler: TFiller, day?: string) => {
  const mine = filler.siteDb.selectFrom('form_answers').select('form_answers.form_id').where('form_answers.user_id', '=', filler.userId);
  return day ? mine.where('form_answers.day', '=', day) : mine;
};

/** Published and closed forms aimed at me; a form shared only by link is listed once I have answered it. */
function listedForMe(filler: TFiller, { category, keyword }: TMyFormsFilter) {
  let query = filler.siteDb
    .selectFrom('forms')
    .where('forms.status', 'in', ['published', 'closed'])
    .where('forms.version', '>', 0)
    .where((eb) =>
      eb.or([eb('forms.audience_all', '=', 1), eb('forms.id', 'in', formsTargeting(filler.siteDb, filler.member)), eb('forms.id', 'in', answeredBy(filler))]),
    );
  if (category) query = query.where('forms.category', '=', category);
  if (keyword) query = query.where('forms.title', 'like', likeContaining(keyword));
  return query;
}

/** The place of a form's group in FORM_GROUPS: answered forms are done even once closed; the rest by their window. */
const groupRank = (filler: TFiller) => (eb: ExpressionBuilder<Database, 'forms'>) => {
  const answered = eb.or([
    eb.and([eb('forms.frequency', '!=', 'daily'), eb('forms.id', 'in', answeredBy(filler))]),
    eb.and([eb('forms.frequency', '=', 'daily'), eb('forms.id', 'in', answeredBy(filler, filler.today))]),
  ]);
  const closed = eb.or([eb('forms.status', '=', 'closed'), eb.and([eb('forms.closes_at', '>', 0), eb('forms.closes_at', '<=', filler.now)])]);
  return eb
    .case()
    .when(answered)
    .then(FORM_GROUPS.indexOf('done'))
    .when(closed)
    .then(FORM_GROUPS.indexOf('closed'))
    .else(FORM_GROUPS.indexOf('todo'))
    .end();
};

/** One page of my forms, in group order (or of one group), newest first within a group. */
export function myFormsPage(filler: TFiller, filter: TMyFormsFilter, page: TPage, group?: TFormGroup): Promise<TFormHead[]> {
  const rank = groupRank(filler);
  let query = listedForMe(filler, filter);
  if (group) query = query.where((eb) => eb(rank(eb), '=', FORM_GROUPS.indexOf(group)));
  return query.select(FORM_HEAD_COLUMNS).orderBy(rank).orderBy('forms.no', 'desc').$call(onPage(page)).execute();
}

/** How many of my forms each group holds. */
export async function myFormGroups(filler: TFiller, filter: TMyFormsFilter): Promise<Record<TFormGroup, number>> {
  const rows = await listedForMe(filler, filter)
    .select((eb) => [groupRank(filler)(eb).as('grp'), eb.fn.countAll<string | number>().as('n')])
    // By the selection's name: the CASE written again would carry its own bound values, which PostgreSQL cannot match to the selected one.
    .groupBy(sql.ref('grp'))
    .execute();
  const counts: Record<TFormGroup, number> = { todo: 0, done: 0, closed: 0 };
  for (const row of rows) counts[FORM_GROUPS[Number(row.grp)] ?? 'todo'] += Number(row.n);
  return counts;
}

/** The categories of my forms, those of the newest forms first (the chips above the list). */
export async function myFormCategories(filler: TFiller, filter: TMyFormsFilter): Promise<string[]> {
  const rows = await listedForMe(filler, { keyword: filter.keyword })
    .where('forms.category', '!=', '')
    .select('forms.category')
    .groupBy('forms.category')
    .orderBy((eb) => eb.fn.max('forms.no'), 'desc')
    .execute();
  return rows.map((r) => r.category);
}
