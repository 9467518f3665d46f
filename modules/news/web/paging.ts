/** Pure helpers of the news pages (tested in paging.test.ts). */

/** `datetime-local` input value ↔ Unix seconds, in the phone's own time zone. */
export function localInputToSeconds(value: string): number {
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}
