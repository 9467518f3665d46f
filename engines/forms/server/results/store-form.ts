import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { audienceUserIds } from '@quad/platform/server/identity/audience';
import { EMPTY_DEFINITION, type TAnswerValues, type TFormDefinition, type TFormStatus, type TFrequency } from '../../shared/definition';
import { parseAudience, type TStoredAudience } from '../form-audience';

/** What the results screens need of a form. */
export interface TResultForm {
  id: string;
  no: number;
  title: string;
  /** The latest published version (0 before the first publish). */
  version: number;
  status: TFormStatus;
  /** Unix seconds, 0 = no limit. */
  opensAt: number;
  closesAt: number;
  frequency: TFrequency;
  anonymous: boolean;
  audience: TStoredAudience;
  draft: string;
}

const NO_FORM = '表单不存在或已被删除';

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

export const parseValues = (json: string): TAnswerValues => parseJson<TAnswerValues>(json, {});

/** A form of this site by id; another site's id is as unknown as a made-up one (10004). */
export async function loadResultForm(siteDb: SiteDb, id: string): Promise<TResultForm> {
  const row = await siteDb
    .selectFrom('forms')
    .select(['id', 'no', 'title', 'version', 'status', 'opens_at', 'closes_at', 'frequency', 'anonymous', 'audience', 'draft'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NO_FORM);
  return {
    id: row.id,
    no: Number(row.no),
    title: row.title,
    version: Number(row.version),
    status: row.status,
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    frequency: row.frequency,
    anonymous: Number(row.anonymous) === 1,
    audience: parseAudience(row.audience),
    draft: row.draft,
  };
}

/**
 * The design an answer of `version` was made with. Before the first publish there is no version, and
 * the draft stands in (there are no answers yet, it only names the columns).
 */
export async function loadDefinition(siteDb: SiteDb, form: TResultForm, version = form.version): Promise<TFormDefinition> {
  const row = await siteDb
    .selectFrom('form_versions')
    .select('definition')
    .where('form_id', '=', form.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return { ...EMPTY_DEFINITION, ...parseJson<Partial<TFormDefinition>>(row?.definition ?? form.draft, {}) };
}

/** Everyone who should answer the form now, or undefined when it names nobody in particular (filled by link only). */
export async function formAudienceIds(siteDb: SiteDb, form: TResultForm): Promise<string[] | undefined> {
  const { all, targets } = form.audience;
  if (!all && targets.length === 0) return undefined;
  return audienceUserIds(siteDb, { all, targets });
}
