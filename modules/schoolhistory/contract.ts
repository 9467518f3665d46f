import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText } from '@quad/contracts/fields';

/** The dataset kind the history is (datasets engine): public, uploaded from the console. */
export const EVENTS_KIND = 'schoolhistory.events';

/** Anyone, signed in or not: a school's history is on its website too. */
const anyone = callsFor('public');

export const ZHistoryEvent = z.object({
  year: z.number(),
  /** As the archive wrote it (1952年10月, 1998-09-01), '' when only the year is known. */
  date: z.string(),
  title: z.string(),
  content: z.string(),
  /** An image address (http/https or a site path), '' when none. */
  image: z.string(),
  category: z.string(),
  /** The era the event belongs to: the file's 时期, else its decade (1950年代). */
  era: z.string(),
});
export type THistoryEvent = z.infer<typeof ZHistoryEvent>;

export const ZHistory = z.object({
  /** Oldest first, as a timeline reads. */
  events: z.array(ZHistoryEvent),
  /** Every category and era of the whole history (for the filters), in the history's order. */
  categories: z.array(z.string()),
  eras: z.array(z.string()),
  /** Events of the whole history (before the filters). */
  all: z.number(),
  updatedAt: z.number(),
  failed: z.boolean(),
});
export type THistory = z.infer<typeof ZHistory>;

export const listHistory = anyone.get('/schoolhistory/api/list', '校史大事记：按年份排列，可按时期、类别筛选，按标题或内容搜索', {
  input: z.object({
    q: optionalText('搜索词', 40),
    category: optionalText('类别', 20),
    era: optionalText('时期', 30),
  }),
  output: ZHistory,
});
