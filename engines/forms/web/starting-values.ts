import type { TFormDefinition } from '@quad/forms-engine/shared/definition';

export interface TStartingView {
  definition: TFormDefinition;
  form: { editable: boolean };
  mine?: { values: Record<string, unknown> };
  draft?: Record<string, unknown>;
  profile: Record<string, string>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What a fill starts from: my unsent draft, else my answer when I may edit it, else nothing; then
 * prefill plugins fill what is still empty from my profile (never over what I wrote).
 */
export function startingValues(view: TStartingView): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(view.draft ?? (view.form.editable ? view.mine?.values : undefined) ?? {}) };
  for (const plugin of view.definition.plugins) {
    if (plugin.type !== 'prefill' || !isEmpty(values[plugin.field])) continue;
    const v = view.profile[plugin.from];
    if (v) values[plugin.field] = v;
  }
  return values;
}

/** The initially-run data sources that have a call to make: a table already holding rows keeps them. */
export const sourcesToRun = (definition: TFormDefinition, values: Record<string, unknown>) =>
  definition.dataSources.filter((s) => s.initial && isEmpty(values[s.table]));

/** Location fields a locate plugin fills when the form opens (those still empty). */
export const fieldsToLocate = (definition: TFormDefinition, values: Record<string, unknown>): string[] =>
  definition.plugins.flatMap((p) => (p.type === 'locate' && isEmpty(values[p.field]) ? [p.field] : []));

/** The key of the first field (in the order shown) with an error, and the row when it is a table cell. */
export function firstError(shownKeys: string[], errors: Record<string, string>): { key: string; row?: number } | undefined {
  for (const key of shownKeys) {
    if (errors[key]) return { key };
    const cell = Object.keys(errors).find((e) => e.startsWith(`${key}.`));
    if (cell) return { key, row: Number(cell.split('.')[1]) };
  }
  return undefined;
}
