/**
 * Dotted paths into JSON answers and the mapping of source rows to dataset rows. Only a value's own
 * keys are followed, so a path like `constructor.name` finds nothing instead of a prototype's.
 */

/** The value at `data.list` or `items.0.name`, or undefined when any step is missing. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(key)) return undefined;
      current = current[Number(key)];
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, key)) {
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return current;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One dataset row from one source row: every mapped column is present, `null` where the source has
 * no such path (or JSON null), so all rows of a version have the same columns. Values are kept as the
 * system sent them (a score "89.5" stays a string): the dataset's columns decide their types.
 */
export function mapRow(source: Record<string, unknown>, fields: Record<string, string>): Record<string, unknown> {
  // fromEntries defines own properties: a column named `__proto__` stays a column, never a prototype.
  return Object.fromEntries(Object.entries(fields).map(([column, path]) => [column, valueAt(source, path) ?? null]));
}
