import type { TChange, TSummary } from '../../contract-views';
import type { TPeopleStatus } from '../../views';

/** Whole percent of `part` in `whole`; none when nobody is expected (an empty class is not 0 % late). */
export const sharePercent = (part: number, whole: number): number | undefined =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : undefined;

/** Progress colour of a row: red under 60 %, orange under 90 %, green above. */
export function shareTone(percent: number | undefined): 'danger' | 'warning' | 'success' | 'none' {
  if (percent === undefined) return 'none';
  if (percent < 60) return 'danger';
  return percent < 90 ? 'warning' : 'success';
}

/** An empty answer on either side of a change shows as a dash, so "→ 37.3℃~38℃" never reads as a typo. */
const shown = (value: string): string => value.trim() || '—';

/** `今日体温：36℃~36.5℃ → 37.3℃~38℃`. */
export const changeText = (change: TChange): string => `${change.label}：${shown(change.before)} → ${shown(change.after)}`;

export interface TCountCard {
  key: 'audience' | 'reported' | 'missing' | 'late' | 'abnormal';
  value: number;
  /** The list a tap opens; 应报 has none (it is everyone). */
  status?: TPeopleStatus;
}

/** 应报 / 已报 / 未报 / 迟报 / 异常, in the order people read them. */
export function countCards(totals: TSummary['totals']): TCountCard[] {
  return [
    { key: 'audience', value: totals.audience },
    { key: 'reported', value: totals.reported, status: 'reported' },
    { key: 'missing', value: totals.missing, status: 'missing' },
    { key: 'late', value: totals.late, status: 'late' },
    { key: 'abnormal', value: totals.abnormal, status: 'abnormal' },
  ];
}

export type TSummaryRow = TSummary['rows'][number];

/**
 * What tapping a row does: on the graded page a department opens its classes (drill down); anywhere
 * else a row opens the list of who in it has not reported. People in no class (teachers) make a row
 * without an id, which has nothing to open.
 */
export function rowAction(role: string, row: TSummaryRow, drilled: boolean): 'drill' | 'list' | 'none' {
  if (!row.id) return 'none';
  return role === 'fenji' && row.kind === 'department' && !drilled ? 'drill' : 'list';
}

/** Rows least reported first, so the ones to chase are on top; ties keep the server's order. */
export const rowsToChase = (rows: readonly TSummaryRow[]): TSummaryRow[] =>
  [...rows].sort((a, b) => (sharePercent(a.reported, a.audience) ?? 101) - (sharePercent(b.reported, b.audience) ?? 101));
