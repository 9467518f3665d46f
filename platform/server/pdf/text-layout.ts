/**
 * Line breaking for Chinese with Latin mixed in: a break may fall between any two Chinese characters,
 * a run of Latin letters or digits stays whole, and closing punctuation never starts a line (避头点).
 * pdfkit's own wrapping cannot be used: one line here is drawn in several font files (`cjk-font.ts`).
 */

/** Characters that may not begin a line: they stay with the unit before them. */
const CLOSING = new Set('，。、；：！？）》」』”’】〕〉,.;:!?)]%'.split(''));

/** The text's units: a Latin word, a run of spaces, or one other character with its closing punctuation. */
export function units(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9@._\-/:#%+=&?~]+|\s+|./gsu)) {
    const unit = match[0];
    const last = out.length - 1;
    if (last >= 0 && CLOSING.has(unit) && !/^\s+$/.test(out[last]!)) out[last] += unit;
    else out.push(unit);
  }
  return out;
}

/**
 * `text` in lines no wider than `width` (the first `firstWidth`), measured by `measure`. A unit wider
 * than a whole line (a long address) is cut by characters. Newlines in the text start new lines.
 */
export function wrapText(text: string, width: number, firstWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    const limit = () => (lines.length === 0 ? firstWidth : width);
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const unit of units(paragraph)) {
      if (!line && /^\s+$/.test(unit)) continue;
      const w = measure(unit);
      if (w > width) {
        for (const char of unit) {
          const cw = measure(char);
          if (line && lineWidth + cw > limit()) push();
          line += char;
          lineWidth += cw;
        }
        continue;
      }
      if (line && lineWidth + w > limit()) {
        push();
        if (/^\s+$/.test(unit)) continue;
      }
      line += unit;
      lineWidth += w;
    }
    push();
  }
  return lines;
}
