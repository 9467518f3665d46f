import type { TDataSource } from './definition';

/** Spec §4: 1 while data sources flagged to run initially are pending, 2 once all have run. */
export type TLoadStatus = 1 | 2;

/** A form with no initially-run sources starts done. */
export const initialLoadStatus = (sources: readonly TDataSource[]): TLoadStatus => (sources.some((s) => s.initial) ? 1 : 2);

/** After some sources have run (successfully or not: a failed source must not leave the form loading for ever). */
export const loadStatusAfter = (sources: readonly TDataSource[], ran: ReadonlySet<string>): TLoadStatus =>
  sources.every((s) => !s.initial || ran.has(s.id)) ? 2 : 1;
