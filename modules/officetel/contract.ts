import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText } from '@quad/contracts/fields';

/** The dataset kind the phone book is (datasets engine): public, uploaded from the console. */
export const DIRECTORY_KIND = 'officetel.directory';

/** Anyone, signed in or not: a campus phone book is public, as on the school's website. */
const anyone = callsFor('public');

export const ZPhoneEntry = z.object({
  /** 部门/科室 ('' when the unit's own number). */
  office: z.string(),
  /** As written in the file: 029-88201234 转123. */
  phone: z.string(),
  /** What a `tel:` link dials: digits (and a leading +), the extension after a comma (a pause). */
  dial: z.string(),
  room: z.string(),
  /** '' when the number serves every campus. */
  campus: z.string(),
  note: z.string(),
});
export type TPhoneEntry = z.infer<typeof ZPhoneEntry>;

export const ZPhoneGroup = z.object({
  unit: z.string(),
  /** The unit's first pinyin letter in capitals (A–Z, # for anything else), for the index bar. */
  initial: z.string(),
  entries: z.array(ZPhoneEntry),
});
export type TPhoneGroup = z.infer<typeof ZPhoneGroup>;

export const ZPhoneBook = z.object({
  groups: z.array(ZPhoneGroup),
  /** Every campus named in the book, in the book's order (tabs when more than one). */
  campuses: z.array(z.string()),
  /** Entries answered (after the campus and the search). */
  total: z.number(),
  /** When the book in use was loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load failed after it: the page says the book may be out of date. */
  failed: z.boolean(),
});
export type TPhoneBook = z.infer<typeof ZPhoneBook>;

export const listPhoneBook = anyone.get('/officetel/api/list', '校园电话簿：按单位分组；可按校区筛选，按单位、科室、电话号码或拼音首字母搜索', {
  input: z.object({
    q: optionalText('搜索词', 40),
    campus: optionalText('校区', 40),
  }),
  output: ZPhoneBook,
});
