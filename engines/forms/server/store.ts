import type { Selectable } from 'kysely';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TFormSettings } from '../contract';
import { EMPTY_DEFINITION, type TAnswerValues, type TFormDefinition } from '../shared/definition';
import { audienceSettings, parseAudience } from './form-audience';
import type { FormsTable } from './schema';

/** Rows and JSON columns of the forms tables, shared by design, filling and the original protocol. */

export type TFormRow = Selectable<FormsTable>;

/** A form as lists and fill checks read it: everything but the draft design, which can be large (and the audience index). */
export type TFormHead = Omit<TFormRow, 'draft' | 'site_id' | 'audience_all'>;
export const FORM_HEAD_COLUMNS = [
  'id', 'no', 'title', 'description', 'category', 'status', 'version', 'audience', 'opens_at', 'closes_at',
  'frequency', 'editable', 'anonymous', 'approval', 'created_by', 'created', 'updated',
] as const satisfies readonly (keyof TFormHead)[];

export function parseDefinition(json: string): TFormDefinition {
  try {
    return { ...EMPTY_DEFINITION, ...(JSON.parse(json) as Partial<TFormDefinition>) };
  } catch {
    return EMPTY_DEFINITION;
  }
}

export function parseValues(json: string): TAnswerValues {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TAnswerValues) : {};
  } catch {
    return {};
  }
}

export async function findForm(siteDb: SiteDb, id: string): Promise<TFormRow> {
  const row = await siteDb.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('表单不存在');
  return row;
}

// Read on every fill and every report save.
const publishedForm = preparedQuery((siteDb, v: { no: number }) =>
  siteDb.selectFrom('forms').select(FORM_HEAD_COLUMNS).where('no', '=', v.no).where('status', '!=', 'draft').where('version', '>', 0),
);

/** A form people can open by number, if there is one: never a draft that was not published yet. */
export const publishedFormOrNone = (siteDb: SiteDb, no: number): Promise<TFormHead | undefined> => publishedForm.first(siteDb, { no });

/** A form people can open by number: never a draft that was not published yet. */
export async function findPublishedForm(siteDb: SiteDb, no: number): Promise<TFormHead> {
  const row = await publishedFormOrNone(siteDb, no);
  if (!row) throw notFound('表单不存在');
  return row;
}

/** Published versions never change, so their parsed designs are kept (shared: callers never mutate them). */
const publishedDesigns = new Map<string, TFormDefinition>();
const KEPT_DESIGNS = 500;

export async function versionDefinition(siteDb: SiteDb, formId: string, version: number): Promise<TFormDefinition | undefined> {
  const key = `${siteDb.siteId}/${formId}/${version}`;
  const kept = publishedDesigns.get(key);
  if (kept) return kept;
  const row = await siteDb.selectFrom('form_versions').select('definition').where('form_id', '=', formId).where('version', '=', version).executeTakeFirst();
  if (!row) return undefined;
  const definition = parseDefinition(row.definition);
  if (publishedDesigns.size >= KEPT_DESIGNS) publishedDesigns.delete(publishedDesigns.keys().next().value as string);
  publishedDesigns.set(key, definition);
  return definition;
}

export function settingsOf(row: TFormHead): TFormSettings {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    audience: audienceSettings(parseAudience(row.audience)),
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    frequency: row.frequency,
    editable: row.editable === 1,
    anonymous: row.anonymous === 1,
    approval: Number(row.approval) === 1,
  };
}

/** The next number on this site; the unique index `forms_no` catches two creators racing for it. */
export async function nextFormNo(siteDb: SiteDb): Promise<number> {
  const row = await siteDb.selectFrom('forms').select((eb) => eb.fn.max('no').as('top')).executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}
