import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import type { TAnswerValues, TFormDefinition, TProfileAttribute } from '../../shared/definition';
import { answerSearchText } from '../fill/search-text';
import { versionDefinition } from '../store';

/**
 * What keeps an anonymous form anonymous beyond hiding names in results: it never stores a readable
 * name, neither in the search text nor in values its design fills in from the profile.
 */

/** Profile attributes that name the person. */
const NAMING: ReadonlySet<TProfileAttribute> = new Set(['realname', 'number', 'mobile']);

/** Fields a prefill plugin fills with a naming attribute, and per profile-sourced table the columns it does. */
function namingPrefills(definition: TFormDefinition): { fields: string[]; columns: [table: string, keys: string[]][] } {
  const fields = definition.plugins.flatMap((p) => (p.type === 'prefill' && NAMING.has(p.from) ? [p.field] : []));
  const columns = definition.dataSources
    .filter((s) => s.kind === 'profile')
    .map((s) => [s.table, Object.entries(s.map ?? {}).flatMap(([key, from]) => (NAMING.has(from) ? [key] : []))] as [string, string[]])
    .filter(([, keys]) => keys.length > 0);
  return { fields, columns };
}

/** An anonymous form's design may not fill in who the person is. */
export function requireAnonymousDesign(definition: TFormDefinition): void {
  const { fields, columns } = namingPrefills(definition);
  if (fields.length > 0 || columns.length > 0) throw invalid({ 'settings.anonymous': '匿名表单不能从个人资料自动填入姓名、学工号或手机号' });
}

/** The answer without what its version filled in from a naming attribute (a version published before the form became anonymous). */
export function withoutNamingPrefills(definition: TFormDefinition, values: TAnswerValues): TAnswerValues {
  const { fields, columns } = namingPrefills(definition);
  const kept: TAnswerValues = { ...values };
  for (const key of fields) delete kept[key];
  for (const [table, keys] of columns) {
    const rows = kept[table];
    if (Array.isArray(rows)) kept[table] = rows.map((row) => Object.fromEntries(Object.entries(row as Record<string, unknown>).filter(([k]) => !keys.includes(k)))) as TAnswerValues[string];
  }
  return kept;
}

/**
 * A form made anonymous after answers arrived: its earlier answers forget their person's name and
 * number in the search text (results could otherwise find an answer by its name) and what their
 * version filled in from the profile. Runs in the transaction that makes the form anonymous.
 */
export async function anonymiseAnswers(tx: SiteDb, formId: string): Promise<void> {
  const answers = await tx.selectFrom('form_answers').select(['id', 'version', 'values_json']).where('form_id', '=', formId).execute();
  const definitions = new Map<number, TFormDefinition | undefined>();
  for (const answer of answers) {
    const version = Number(answer.version);
    if (!definitions.has(version)) definitions.set(version, await versionDefinition(tx, formId, version));
    const definition = definitions.get(version);
    if (!definition) continue;
    const values = withoutNamingPrefills(definition, JSON.parse(answer.values_json) as TAnswerValues);
    await tx
      .updateTable('form_answers')
      .set({ values_json: JSON.stringify(values), search_text: answerSearchText(definition, values, []) })
      .where('id', '=', answer.id)
      .execute();
  }
}
