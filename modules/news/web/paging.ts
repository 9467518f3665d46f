/** Pure helpers of the news pages (tested in paging.test.ts). */
import { parseWhen } from '@quad/platform/shell/when-values';

/** The date-time picker's `YYYY-MM-DD HH:MM` (the phone's own time zone) as Unix seconds; 0 (now) when none is chosen. */
export function publishAtSeconds(value: string): number {
  const at = parseWhen('datetime', value);
  return at ? Math.floor(at.getTime() / 1000) : 0;
}
