import type { TFormDefinition } from '../../shared/definition';

const KEY = /\b([a-z]+)_(\d+)_(\d+)\b/g;

/**
 * A copy's design with every field key moved to the copy's number (`text_5_2` → `text_9_2`), wherever
 * a key is named: fields and columns, display conditions, formulas, data sources (their rows are keyed
 * by column) and plugins. Only keys of this design are touched, so a label that happens to look like a
 * key stays as written.
 */
export function renumberDefinition(definition: TFormDefinition, newNo: number): TFormDefinition {
  const keys = new Map<string, string>();
  const taken = new Set<string>();
  for (const field of definition.fields) {
    for (const key of [field.key, ...(field.columns ?? []).map((c) => c.key)]) {
      const [kind, , n] = key.split('_');
      let next = Number(n);
      while (taken.has(`${kind}_${newNo}_${next}`)) next++;
      keys.set(key, `${kind}_${newNo}_${next}`);
      taken.add(`${kind}_${newNo}_${next}`);
    }
  }
  const swap = (text: string) => text.replace(KEY, (key) => keys.get(key) ?? key);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return swap(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [swap(k), k === 'label' || k === 'html' ? v : walk(v)]));
    return value;
  };
  return walk(definition) as TFormDefinition;
}
