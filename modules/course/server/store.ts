import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TAudience } from '@quad/platform/server/identity/audience';
import type { TSlot } from '../rules';
import type { CourseOfferingsTable, CourseTermsTable } from './schema';

/** A term with its times as numbers (PostgreSQL answers bigint columns as text). */
export type TTermRow = Omit<CourseTermsTable, 'site_id'>;
/** An offering with its slots and prerequisites read. */
export type TOfferingRow = Omit<CourseOfferingsTable, 'site_id' | 'slots_json' | 'prerequisites_json'> & {
  slots: TSlot[];
  prerequisites: string[];
};

export const termOf = (row: CourseTermsTable): TTermRow => ({
  ...row,
  opens_at: Number(row.opens_at),
  closes_at: Number(row.closes_at),
  draw_at: Number(row.draw_at),
  grab_until: Number(row.grab_until),
  drop_until: Number(row.drop_until),
  created: Number(row.created),
  updated: Number(row.updated),
});

export const offeringOf = ({ slots_json, prerequisites_json, ...row }: CourseOfferingsTable): TOfferingRow => ({
  ...row,
  slots: JSON.parse(slots_json) as TSlot[],
  prerequisites: JSON.parse(prerequisites_json) as string[],
  created: Number(row.created),
  updated: Number(row.updated),
});

export const audienceOfTerm = (term: TTermRow): TAudience => JSON.parse(term.audience_json) as TAudience;

/** A term of this site, or 选课批次不存在 (another site's id included). */
export async function findTerm(siteDb: SiteDb, id: string): Promise<TTermRow> {
  const row = await siteDb.selectFrom('course_terms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('选课批次不存在');
  return termOf(row);
}

/** Terms whose round 2 ended after `since`, the latest first. */
export const recentTerms = async (siteDb: SiteDb, since: number): Promise<TTermRow[]> =>
  (await siteDb.selectFrom('course_terms').selectAll().where('grab_until', '>', since).orderBy('opens_at', 'desc').limit(20).execute()).map(
    termOf,
  );

/** An offering of this site, or 课程不存在. */
export async function findOffering(siteDb: SiteDb, id: string): Promise<TOfferingRow> {
  const row = await siteDb.selectFrom('course_offerings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('课程不存在');
  return offeringOf(row);
}

/** A term's offerings by code, then teacher. */
export const offeringsOfTerm = async (siteDb: SiteDb, termId: string): Promise<TOfferingRow[]> =>
  (
    await siteDb
      .selectFrom('course_offerings')
      .selectAll()
      .where('term_id', '=', termId)
      .orderBy('code')
      .orderBy('teacher')
      .orderBy('id')
      .execute()
  ).map(offeringOf);

/** Offerings by their engine items (my claims name items). */
export async function offeringsByItems(siteDb: SiteDb, itemIds: string[]): Promise<Map<string, TOfferingRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await siteDb
    .selectFrom('course_offerings')
    .selectAll()
    .where('item_id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((row) => [row.item_id, offeringOf(row)]));
}

/** Which of `codes` the student has completed. */
export async function completedOf(siteDb: SiteDb, userId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await siteDb
    .selectFrom('course_completed')
    .select('code')
    .where('user_id', '=', userId)
    .where('code', 'in', codes)
    .execute();
  return new Set(rows.map((r) => r.code));
}

/** The names of courses by code, from their latest offering on this site; codes never offered here are left out. */
export async function courseNames(siteDb: SiteDb, codes: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (codes.length === 0) return names;
  const rows = await siteDb.selectFrom('course_offerings').select(['code', 'name']).where('code', 'in', codes).orderBy('created').execute();
  for (const row of rows) names.set(row.code, row.name);
  return names;
}
