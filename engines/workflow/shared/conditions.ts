import type { TCondition } from '../contract-definition';

/**
 * Step conditions (`when`), zod-free so the phone may show which steps a request will pass through
 * with the same rule the server runs. Comparing operators read both sides as numbers; `eq`/`ne`
 * compare the text of the two (a form answers numbers as text as often as numbers).
 */

const ORDERING = new Set<TCondition['op']>(['gt', 'gte', 'lt', 'lte']);

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/** Whether a condition can ever be judged: an ordering needs a number to compare with. */
export const conditionFits = (condition: TCondition): boolean => !ORDERING.has(condition.op) || asNumber(condition.value) !== undefined;

/** Whether a step with this condition runs for these values; a step without one always does. */
export function conditionHolds(condition: TCondition | undefined, values: Record<string, unknown>): boolean {
  if (!condition) return true;
  const actual = values[condition.field];
  if (condition.op === 'eq' || condition.op === 'ne') {
    const same = actual !== undefined && actual !== null && String(actual) === String(condition.value);
    return condition.op === 'eq' ? same : !same;
  }
  const left = asNumber(actual);
  const right = asNumber(condition.value);
  if (left === undefined || right === undefined) return false;
  if (condition.op === 'gt') return left > right;
  if (condition.op === 'gte') return left >= right;
  if (condition.op === 'lt') return left < right;
  return left <= right;
}
