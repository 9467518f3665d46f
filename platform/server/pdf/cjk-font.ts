import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';
import { sfntFromWoff } from './woff';

/**
 * Noto Sans SC (OFL) from `@fontsource/noto-sans-sc`: the npm package ships the font as ~100 files, each
 * covering the characters of one `unicode-range` of its CSS. A document registers only the files its
 * text touches, and pdfkit embeds only the glyphs used, so a certificate weighs tens of kilobytes
 * while every character of the font is covered. Nothing is read from the system: it works offline on a
 * fresh machine after `npm install`.
 */
export type TWeight = 400 | 700;

interface TSubset {
  file: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));

/** `U+4e00-4e2f,U+5000` → [[0x4e00, 0x4e2f], [0x5000, 0x5000]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

/** The weight's files and ranges, from the package's CSS (read once per weight). */
function readSubsets(weight: TWeight): TSubset[] {
  const css = readFileSync(join(packageDir, `${weight}.css`), 'utf8');
  const subsets: TSubset[] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (file && range) subsets.push({ file, ranges: parseRanges(range) });
  }
  return subsets;
}

const subsetsOf = new Map<TWeight, TSubset[]>();
const fileOfChar = new Map<string, string | null>();
const fonts = new Map<string, Font>();

/** The font file (relative to the package) that draws `char` in `weight`, or null when none does. */
export function fontFileFor(char: string, weight: TWeight): string | null {
  const key = `${weight}:${char}`;
  const known = fileOfChar.get(key);
  if (known !== undefined) return known;
  let subsets = subsetsOf.get(weight);
  if (!subsets) subsetsOf.set(weight, (subsets = readSubsets(weight)));
  const code = char.codePointAt(0)!;
  const file = subsets.find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))?.file ?? null;
  fileOfChar.set(key, file);
  return file;
}

/**
 * A font file, parsed once per process: pdfkit takes a fontkit font as it takes bytes, and parsing the
 * tables again for each document was most of a page's time. The WOFF is unwrapped with zlib first
 * (fontkit would inflate it in JavaScript). Each document still embeds its own subset of the glyphs.
 */
export function fontFile(file: string): Font {
  let font = fonts.get(file);
  if (font) return font;
  if (!parseFont) throw new Error('fontFile before loadFontParser');
  fonts.set(file, (font = parseFont(sfntFromWoff(readFileSync(join(packageDir, file)))) as Font));
  return font;
}

let parseFont: typeof import('fontkit').create | undefined;

/** fontkit is loaded by the first document that needs a font, not when the server starts. */
export async function loadFontParser(): Promise<void> {
  parseFont ??= (await import('fontkit')).create;
}
