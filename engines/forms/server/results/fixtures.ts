import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { EMPTY_DEFINITION, type TAnswerValues, type TField, type TFormAudience, type TFormStatus, type TFrequency } from '../../shared/definition';
import { resolveFormAudience } from '../form-audience';
import { saveFormTargets } from '../form-targets';
import { formListChanged, myAnswersChanged } from '../fill/my-forms-cache';

/**
 * Test data for the results calls, written straight into the tables: forms with published versions
 * and answers, without going through design and submit (their own tests cover those).
 */

export interface TFixtureForm {
  title: string;
  /** Fields of each published version, oldest first. */
  versions: TField[][];
  audience?: Partial<TFormAudience>;
  frequency?: TFrequency;
  anonymous?: boolean;
  status?: TFormStatus;
  closesAt?: number;
}

let nextNo = 9000;

export async function insertForm(siteDb: SiteDb, f: TFixtureForm): Promise<{ id: string; no: number }> {
  const id = newId();
  const no = nextNo++;
  const now = nowSeconds();
  const audience = await resolveFormAudience(siteDb, { all: false, link: false, departments: [], classes: [], roles: [], people: [], ...f.audience });
  const design = (fields: TField[]) => JSON.stringify({ ...EMPTY_DEFINITION, fields });
  await siteDb
    .insertInto('forms', {
      id,
      no,
      title: f.title,
      description: '',
      category: '',
      status: f.status ?? 'published',
      version: f.versions.length,
      draft: design(f.versions[f.versions.length - 1]),
      audience: JSON.stringify(audience),
      opens_at: 0,
      closes_at: f.closesAt ?? 0,
      frequency: f.frequency ?? 'once',
      editable: 0,
      anonymous: f.anonymous ? 1 : 0,
      created_by: '',
      created: now,
      updated: now,
    })
    .execute();
  await saveFormTargets(siteDb, id, audience);
  formListChanged(siteDb);
  for (const [i, fields] of f.versions.entries()) {
    await siteDb.insertInto('form_versions', { form_id: id, version: i + 1, definition: design(fields), published_by: '', published: now }).execute();
  }
  return { id, no };
}

export interface TFixtureAnswer {
  username: string;
  values: TAnswerValues;
  version: number;
  day: string;
  created: number;
  searchText?: string;
  starterDeptId?: string;
}

export async function insertAnswer(siteDb: SiteDb, formId: string, a: TFixtureAnswer): Promise<string> {
  const user = await siteDb.selectFrom('users').select('id').where('username', '=', a.username).executeTakeFirstOrThrow();
  // Ids are time-ordered like real ones, so the order of submission is the order of ids.
  const id = `${a.created.toString(36).padStart(9, '0')}${newId().slice(-8)}`;
  await siteDb
    .insertInto('form_answers', {
      id,
      form_id: formId,
      version: a.version,
      user_id: user.id,
      slot: id,
      day: a.day,
      values_json: JSON.stringify(a.values),
      search_text: a.searchText ?? '',
      starter_dept_id: a.starterDeptId ?? '',
      request_id: id,
      created: a.created,
      updated: a.created,
    })
    .execute();
  myAnswersChanged(siteDb, user.id);
  return id;
}
