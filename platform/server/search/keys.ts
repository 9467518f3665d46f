import { pinyin } from 'pinyin-pro';

/**
 * Search keys of a name: what someone may type to find it. Server-side only (pinyin-pro's dictionary
 * is large; phone pages never load it).
 */

/** How a name is read: a person's surname has its own readings (单 shan, 曾 zeng, 解 xie). */
export type TNameKind = 'person' | 'text';

/** Names longer than this are indexed by their first units only: nobody types more to find them. */
const MAX_UNITS = 24;

const HAN = /\p{Script=Han}/u;
const LATIN_OR_DIGIT = /[\p{L}\p{N}]/u;

interface TUnit {
  text: string;
  pinyin: string;
  initial: string;
}

/** Full-width letters folded, lower case, ü typed as v (as every pinyin keyboard does). */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/ü/g, 'v');

/**
 * The name as units: each Chinese character with its toneless pinyin and initial, each run of
 * letters or digits as one unit, spaces and punctuation dropped.
 */
function unitsOf(name: string, kind: TNameKind): TUnit[] {
  const chars = Array.from(fold(name)).slice(0, MAX_UNITS * 4);
  const readings = pinyin(chars.join(''), { toneType: 'none', type: 'array', v: true, ...(kind === 'person' ? { surname: 'head' as const } : {}) });
  const units: TUnit[] = [];
  let run = '';
  const endRun = () => {
    // A number is typed whole; a word by its first letter.
    if (run) units.push({ text: run, pinyin: run, initial: /^\p{N}+$/u.test(run) ? run : run[0] });
    run = '';
  };
  chars.forEach((char, i) => {
    if (HAN.test(char)) {
      endRun();
      const reading = fold(readings[i] ?? char);
      units.push({ text: char, pinyin: reading, initial: reading[0] ?? char });
    } else if (LATIN_OR_DIGIT.test(char)) {
      run += char;
    } else {
      endRun();
    }
  });
  endRun();
  return units.slice(0, MAX_UNITS);
}

/**
 * The keys a name is found by with a prefix match: from every unit on (so 三 and san find 张三 as
 * 张 and zhang do), the text itself, its full pinyin and its initials. A key that starts another key
 * of the same name is left out: the prefix match on the longer one finds it already.
 */
export function searchKeys(name: string, kind: TNameKind): string[] {
  const units = unitsOf(name, kind);
  const keys = new Set<string>();
  for (let i = 0; i < units.length; i++) {
    const rest = units.slice(i);
    for (const part of ['text', 'pinyin', 'initial'] as const) keys.add(rest.map((u) => u[part]).join(''));
  }
  const all = [...keys].filter(Boolean);
  return all.filter((key) => !all.some((other) => other !== key && other.startsWith(key)));
}

/**
 * What to look for when someone typed `typed`: case, spaces and punctuation ignored; Chinese typed
 * with letters (张san) is read as pinyin. Chinese alone stays Chinese, so 张三 never finds 章三.
 * Empty when nothing searchable was typed.
 */
export function searchProbe(typed: string): string {
  const units = unitsOf(typed, 'text');
  const mixed = units.some((u) => HAN.test(u.text)) && units.some((u) => !HAN.test(u.text));
  return units.map((u) => (mixed ? u.pinyin : u.text)).join('');
}

/** The first string after every string that starts with `prefix`, in code-point order (SQLite's and PostgreSQL's "C" collation). */
export function prefixEnd(prefix: string): string {
  const points = Array.from(prefix);
  const last = points.pop() ?? '';
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** Whether a name with these keys is found by the probe (lists kept in memory, as the apps). */
export const keysMatch = (keys: readonly string[], probe: string): boolean => probe !== '' && keys.some((key) => key.startsWith(probe));
