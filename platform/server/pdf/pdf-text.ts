import { inflateSync } from 'node:zlib';

/**
 * What a PDF says about its fonts, read back without a PDF library: the embedded fonts' names and the
 * characters their ToUnicode maps give (those a viewer can copy and search). For tests, and for any
 * check that a document's text really was embedded rather than drawn as missing glyphs.
 */
export function pdfFonts(pdf: Buffer): { fonts: string[]; chars: Set<string> } {
  const text = pdf.toString('latin1');
  const fonts = [...new Set([...text.matchAll(/\/BaseFont \/(?:[A-Z]+\+)?([^\s/>]+)/g)].map((m) => m[1]!))];
  const chars = new Set<string>();
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, text.indexOf('endstream', start));
    let body: string;
    try {
      body = inflateSync(raw).toString('latin1');
    } catch {
      body = raw.toString('latin1');
    }
    // pdfkit writes each font's map as ranges: `<first> <last> [<code> <code> …]`.
    for (const range of body.matchAll(/\[((?:<[0-9a-f]+>\s*)+)\]/gi)) {
      for (const hex of range[1]!.matchAll(/<([0-9a-f]+)>/gi)) {
        const units = hex[1]!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
        chars.add(String.fromCharCode(...units));
      }
    }
  }
  return { fonts, chars };
}
