import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { memberMatches } from '@quad/platform/server/identity/audience';
import { FORM_GROUPS, type TFormGroup } from '../../contract';
import { parseAudience, type TStoredAudience } from '../form-audience';
import { FORM_HEAD_COLUMNS, type TFormHead } from '../store';
import type { TFiller } from './service-filler';

/**
 * "My forms" without a query while nothing changes: the site's published and closed forms, loaded
 * once per change and shared by everyone, and each person's answered forms (and days), loaded once
 * per person and answer. The same rules as the SQL of store-my-forms.ts, which still answers a search.
 */

interface TListedForm {
  head: Readonly<TFormHead>;
  audience: TStoredAudience;
}

const catalogues = defineSiteCache<readonly TListedForm[]>({ name: 'form-lists', ttlMs: 60_000, max: 10_000 });
const CATALOGUE = 'listed';
/** Per person: the days they answered each form on (daily forms count only today's). */
const answeredDays = defineSiteCache<ReadonlyMap<string, ReadonlySet<string>>>({ name: 'form-answered', ttlMs: 60_000, max: 100_000 });

/** Call in the transaction that publishes, closes, reopens, edits or deletes a form, or changes its audience. */
export function formListChanged(tx: SiteDb): void {
  catalogues.evict(tx, CATALOGUE);
}

/** Call in the transaction that writes a person's answer (`userId`), or that changes whose answers are whose (none: everyone's). */
export function myAnswersChanged(tx: SiteDb, userId?: string): void {
  answeredDays.evict(tx, userId);
}

const loadCatalogue = async (siteDb: SiteDb): Promise<readonly TListedForm[]> => {
  const rows = await siteDb
    .selectFrom('forms')
    .select(FORM_HEAD_COLUMNS)
    .where('status', 'in', ['published', 'closed'])
    .where('version', '>', 0)
    .orderBy('no', 'desc')
    .execute();
  return rows.map((row) => ({ head: Object.freeze(row), audience: parseAudience(row.audience) }));
};

/** The site's published and closed forms, newest first. */
const catalogueOf = (siteDb: SiteDb) => catalogues.read(siteDb, CATALOGUE, () => loadCatalogue(siteDb));

const loadAnsweredDays = async (siteDb: SiteDb, userId: string): Promise<ReadonlyMap<string, ReadonlySet<string>>> => {
  const days = new Map<string, Set<string>>();
  const rows = await siteDb.selectFrom('form_answers').select(['form_id', 'day']).where('user_id', '=', userId).execute();
  for (const r of rows) days.set(r.form_id, (days.get(r.form_id) ?? new Set()).add(r.day));
  return days;
};

/** A published or closed form by its number, from the site's catalogue (opening a form reads it). */
export async function listedFormByNo(siteDb: SiteDb, no: number): Promise<Readonly<TFormHead> | undefined> {
  const catalogue = await catalogueOf(siteDb);
  return catalogue.find((f) => f.head.no === no)?.head;
}

/** The days I answered each form on. */
export const myAnsweredDays = (filler: TFiller) => answeredDays.read(filler.siteDb, filler.userId, () => loadAnsweredDays(filler.siteDb, filler.userId));

/** Whether my answers count now: any at all, or today's for a daily form. */
export const answeredNow = (filler: TFiller, form: TFormHead, days: ReadonlySet<string> | undefined) =>
  form.frequency === 'daily' ? Boolean(days?.has(filler.today)) : Boolean(days?.size);

export interface TMyForm {
  head: Readonly<TFormHead>;
  answered: boolean;
  group: TFormGroup;
}

const groupOf = (filler: TFiller, head: TFormHead, answered: boolean): TFormGroup => {
  if (answered) return 'done';
  const closes = Number(head.closes_at);
  return head.status === 'closed' || (closes > 0 && closes <= filler.now) ? 'closed' : 'todo';
};

/**
 * A page of my forms in section order (or of one section), newest first within a section, with every
 * section's count and the categories of all my forms (newest first): what the SQL path answers.
 */
export async function cachedMyForms(filler: TFiller, input: TPage & { category?: string; group?: TFormGroup }) {
  const { siteDb } = filler;
  const catalogue = await catalogueOf(siteDb);
  const days = await myAnsweredDays(filler);
  const groups: Record<TFormGroup, number> = { todo: 0, done: 0, closed: 0 };
  const categories: string[] = [];
  const mine: TMyForm[] = [];
  for (const { head, audience } of catalogue) {
    const answeredOn = days.get(head.id);
    // Aimed at me, or answered (a form shared only by link is listed once I have answered it).
    if (!answeredOn && !memberMatches(filler.member, audience)) continue;
    if (head.category && !categories.includes(head.category)) categories.push(head.category);
    if (input.category && head.category !== input.category) continue;
    const answered = answeredNow(filler, head, answeredOn);
    const group = groupOf(filler, head, answered);
    groups[group]++;
    if (!input.group || input.group === group) mine.push({ head, answered, group });
  }
  // The catalogue is newest first: a stable sort by section keeps that order within each.
  mine.sort((a, b) => FORM_GROUPS.indexOf(a.group) - FORM_GROUPS.indexOf(b.group));
  const start = (input.page - 1) * input.size;
  return { page: mine.slice(start, start + input.size), groups, categories };
}
