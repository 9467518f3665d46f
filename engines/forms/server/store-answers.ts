import { sql, type AliasedExpression, type Expression } from 'kysely';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';

/**
 * A form's answers as other areas read them (the daily health report keeps its reports here). The
 * table stays the engine's: areas get rows, or subqueries to join by `site_id` and `user_id` (a join
 * of sites' tables names the site too: scripts/eslint-rules/site-joins.js), of these columns.
 */
const COLUMNS = ['form_answers.site_id', 'form_answers.id', 'form_answers.user_id', 'form_answers.day', 'form_answers.version', 'form_answers.values_json', 'form_answers.created'] as const;

/** Which answers of a form: each part given narrows them. */
export interface TAnswerFilter {
  ids?: string[];
  userIds?: string[];
  /** Everyone's answer in one slot (a daily form's slot is its day): the unique (form, user, slot) index finds each directly. */
  slot?: string;
  day?: string;
  /** Days from `from` to `to`, both included. */
  from?: string;
  to?: string;
}

/**
 * The answers of one form, for an area's own lists and statistics, with any columns `fromValues`
 * works out of each answer's values (its JSON text) in SQL.
 */
export function answersOf<E extends AliasedExpression<unknown, string>>(
  siteDb: SiteDb,
  formId: string,
  filter: TAnswerFilter = {},
  fromValues: (values: Expression<string>) => readonly E[] = () => [],
) {
  let q = siteDb.selectFrom('form_answers').where('form_answers.form_id', '=', formId);
  if (filter.ids) q = q.where('form_answers.id', 'in', filter.ids);
  if (filter.userIds) q = q.where('form_answers.user_id', 'in', filter.userIds);
  if (filter.slot !== undefined) q = q.where('form_answers.slot', '=', filter.slot);
  if (filter.day !== undefined) q = q.where('form_answers.day', '=', filter.day);
  if (filter.from !== undefined) q = q.where('form_answers.day', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('form_answers.day', '<=', filter.to);
  return q.select(COLUMNS).select(fromValues(sql.ref<string>('form_answers.values_json')));
}

// Every opening of the daily report page (thousands a minute on a report morning) reads it.
const latestBefore = preparedQuery((siteDb, v: { formId: string; userId: string; day: string }) =>
  siteDb
    .selectFrom('form_answers')
    .select(COLUMNS)
    .where('form_answers.form_id', '=', v.formId)
    .where('form_answers.user_id', '=', v.userId)
    .where('form_answers.day', '<', v.day)
    .orderBy('form_answers.day', 'desc')
    .limit(1),
);

/** A person's previous answer to a form: the latest of a day before `day`, or none. */
export const previousAnswer = (siteDb: SiteDb, formId: string, userId: string, day: string) => latestBefore.first(siteDb, { formId, userId, day });

/**
 * Each person's answer of `day` next to their previous one (the latest of an earlier day), for
 * those who have both: a subquery to join by `site_id` and `user_id`.
 */
export function answersWithPrevious(siteDb: SiteDb, formId: string, day: string) {
  // The outer answer is `form_answers` as SiteDb names it, so the lookup of the previous one needs
  // an alias of its own, and with it the site by hand.
  const previousId = siteDb.db
    .selectFrom('form_answers as e')
    .where('e.site_id', '=', siteDb.siteId)
    .where('e.form_id', '=', formId)
    .where('e.user_id', '=', sql.ref<string>('form_answers.user_id'))
    .where('e.day', '<', day)
    .orderBy('e.day', 'desc')
    .limit(1)
    .select('e.id');
  return siteDb
    .selectFrom('form_answers')
    .innerJoin('form_answers as p', (j) => j.onRef('p.site_id', '=', 'form_answers.site_id').on('p.id', '=', previousId))
    .where('form_answers.form_id', '=', formId)
    .where('form_answers.day', '=', day)
    .select(['form_answers.site_id', 'form_answers.user_id', 'form_answers.values_json', 'p.day as previous_day', 'p.values_json as previous_values_json']);
}
