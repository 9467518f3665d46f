import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { keysMatch, searchKeys, searchProbe } from '@quad/platform/server/search/keys';
import { datasetStatus, publicRows } from '@quad/datasets-engine/server';
import type { TPhoneBook, TPhoneEntry, TPhoneGroup } from '../contract';
import { directoryKind, type TDirectoryRow } from './kind';

/** One entry as kept in memory: its answer, the unit it belongs to, and what a search matches. */
interface TBuiltEntry {
  entry: TPhoneEntry;
  /** The file's 排序 (absent: after those with one), then the office's pinyin. */
  order: number;
  sortName: string;
  /** Unit, office and room as typed, lower case, for a plain substring match. */
  text: string;
  /** Pinyin search keys of the unit and the office (initials, full pinyin, from every character on). */
  keys: string[];
  /** The phone's digits only: typing 8820 finds 029-88201234. */
  digits: string;
}

interface TBuiltGroup {
  unit: string;
  initial: string;
  unitKeys: string[];
  entries: TBuiltEntry[];
}

/** A version of the book, grouped, sorted and indexed once: every read of that version shares it. */
interface TBuiltBook {
  groups: TBuiltGroup[];
  campuses: string[];
}

/** Rows read from the engine per query (its reads answer at most what a limit asks). */
const PAGE = 5000;
/** A phone book larger than this is not a phone book: the rest is not read. */
const MOST_ROWS = 50_000;

/**
 * Built books by site and dataset version. A new load is a new version, so a read after it builds the
 * new one at once; nothing is evicted by hand, the old version's entry ages out (or is pushed out).
 */
const books = defineSiteCache<TBuiltBook>({ name: 'officetel-book', ttlMs: 30 * 60_000, max: 200 });

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** What a `tel:` link dials: the first number's digits (and +), an extension after a pause (a comma). */
export function dialOf(phone: string): string {
  const first = phone.split(/\s*[/、,，;；]\s*/)[0] ?? '';
  const [main, extension] = first.split(/\s*(?:转|分机|ext\.?|x)\s*/i);
  const digits = (main ?? '').replace(/[^\d+]/g, '');
  return extension ? `${digits},${extension.replace(/\D/g, '')}` : digits;
}

/** The unit's index letter: its first character's pinyin initial in capitals, # for digits and the rest. */
function initialOf(unit: string): string {
  const letter = (searchKeys(Array.from(unit)[0] ?? '', 'text').find((k) => /^[a-z]/.test(k)) ?? '')[0]?.toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

/** Units by their smallest 排序 (none: after those with one), then by pinyin; entries likewise within a unit. */
function buildBook(rows: TDirectoryRow[]): TBuiltBook {
  const groups = new Map<string, TBuiltGroup & { order: number; pinyin: string; first: number }>();
  const campuses: string[] = [];
  rows.forEach((row, index) => {
    const unit = row.unit.trim();
    let group = groups.get(unit);
    if (!group) {
      const unitKeys = searchKeys(unit, 'text');
      const pinyin = unitKeys.find((k) => /^[a-z]/.test(k)) ?? unit;
      group = { unit, initial: initialOf(unit), unitKeys, entries: [], order: Number.POSITIVE_INFINITY, pinyin, first: index };
      groups.set(unit, group);
    }
    if (row.order !== undefined) group.order = Math.min(group.order, row.order);
    const campus = row.campus ?? '';
    if (campus && !campuses.includes(campus)) campuses.push(campus);
    const office = row.office ?? '';
    const keys = office ? searchKeys(office, 'text') : [];
    group.entries.push({
      order: row.order ?? Number.POSITIVE_INFINITY,
      sortName: keys.find((k) => /^[a-z0-9]/.test(k)) ?? office,
      entry: { office, phone: row.phone, dial: dialOf(row.phone), room: row.room ?? '', campus, note: row.note ?? '' },
      text: fold([unit, office, row.room ?? '', row.note ?? ''].join('\u0000')),
      keys,
      digits: row.phone.replace(/\D/g, ''),
    });
  });
  const sorted = [...groups.values()].sort((a, b) => a.order - b.order || a.pinyin.localeCompare(b.pinyin) || a.first - b.first);
  // A unit's own number (no office) first, then by 排序, then by the office's pinyin.
  for (const group of sorted) group.entries.sort((a, b) => Number(b.entry.office === '') - Number(a.entry.office === '') || a.order - b.order || a.sortName.localeCompare(b.sortName));
  return { groups: sorted.map(({ unit, initial, unitKeys, entries }) => ({ unit, initial, unitKeys, entries })), campuses };
}

async function readAllRows(siteDb: SiteDb): Promise<TDirectoryRow[]> {
  const rows: TDirectoryRow[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await publicRows(siteDb, directoryKind, { limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/** The book of a version, built once per site and version (and per instance). */
export const builtBook = (siteDb: SiteDb, version: number): Promise<TBuiltBook> =>
  books.read(siteDb, `v${version}`, async () => buildBook(version ? await readAllRows(siteDb) : []));

/** Whether an entry answers the search: its unit or office by text or pinyin, its phone by digits. */
function matches(group: TBuiltGroup, item: TBuiltEntry, search: { text: string; probe: string; digits: string }): boolean {
  if (search.text && item.text.includes(search.text)) return true;
  if (search.probe && (keysMatch(group.unitKeys, search.probe) || keysMatch(item.keys, search.probe))) return true;
  return search.digits.length >= 3 && item.digits.includes(search.digits);
}

/**
 * The phone book as the page shows it: groups by unit, narrowed to a campus (numbers naming no campus
 * serve every campus) and to a search, with when the book was loaded.
 */
export async function phoneBook(siteDb: SiteDb, input: { q?: string; campus?: string }): Promise<TPhoneBook> {
  const status = await datasetStatus(siteDb, directoryKind);
  const book = await builtBook(siteDb, status.version);
  const q = (input.q ?? '').trim();
  const typedDigits = q.replace(/[\s\-()（）]/g, '');
  const search = { text: fold(q), probe: searchProbe(q), digits: /^\d+$/.test(typedDigits) ? typedDigits : '' };
  const campus = input.campus ?? '';
  const groups: TPhoneGroup[] = [];
  let total = 0;
  for (const group of book.groups) {
    const entries = group.entries
      .filter((item) => !campus || !item.entry.campus || item.entry.campus === campus)
      .filter((item) => !q || matches(group, item, search))
      .map((item) => item.entry);
    if (entries.length === 0) continue;
    total += entries.length;
    groups.push({ unit: group.unit, initial: group.initial, entries });
  }
  return { groups, campuses: book.campuses, total, updatedAt: status.updatedAt, failed: status.lastFailure !== null };
}
