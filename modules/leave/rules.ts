/**
 * Leave's rules both sides run without zod (the phone's form counts days as the server does): the
 * browser build keeps only a contract's calls and plain data, so what pages compute lives here.
 */
export const LEAVE_TYPES = ['sick', 'personal', 'other'] as const;
export type TLeaveType = (typeof LEAVE_TYPES)[number];

/** Past this many days the department's leader decides too (the default flow's condition). */
export const LEADER_AFTER_DAYS = 3;
/** One request covers at most this many days. */
export const MAX_LEAVE_DAYS = 60;

/** Days from `start` to `end` (`YYYY-MM-DD`), both included; 0 until both are given in order. */
export function leaveDays(start: string, end: string): number {
  if (!start || !end || end < start) return 0;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
