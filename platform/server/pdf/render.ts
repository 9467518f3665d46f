import type PDFDocument from 'pdfkit';
import { fontFile, fontFileFor, loadFontParser, type TWeight } from './cjk-font';
import type { TPdfBlock, TPdfDocument } from './document';
import { wrapText } from './text-layout';

type TDoc = InstanceType<typeof PDFDocument>;

/** A4 in points, with the margins of an official document (GB/T 9704, rounded). */
const PAGE = { width: 595.28, height: 841.89, top: 100, bottom: 90, left: 80, right: 74 };
const CONTENT = PAGE.width - PAGE.left - PAGE.right;
const RED = '#c8161d';
const BODY = 14;
/** Characters the font lacks (none in practice) are drawn in a standard PDF font rather than lost. */
const FALLBACK = 'Helvetica';

/** Advances at size 1 by font file and character: shaping a string in fontkit is the slow part of a page. */
const ADVANCES = new Map<string, number>();

interface TRun {
  font: string;
  text: string;
}

/** One document being laid out: the fonts it has registered and where the next block goes. */
class Layout {
  private readonly registered = new Set<string>();
  y = PAGE.top;

  constructor(readonly doc: TDoc) {}

  /** `text` split into runs of one font file each, registering each file the first time it is used. */
  runs(text: string, weight: TWeight): TRun[] {
    const runs: TRun[] = [];
    for (const char of text) {
      const file = fontFileFor(char, weight);
      const font = file ? `${weight}:${file}` : FALLBACK;
      if (file && !this.registered.has(font)) {
        // pdfkit takes a parsed fontkit font as well as bytes; its types name only the bytes.
        this.doc.registerFont(font, fontFile(file) as unknown as Buffer);
        this.registered.add(font);
      }
      const last = runs[runs.length - 1];
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  /** The text's advance at `size`: the sum of its characters' (no kerning in Chinese), each measured once per process. */
  width(text: string, weight: TWeight, size: number): number {
    let sum = 0;
    for (const run of this.runs(text, weight)) {
      for (const char of run.text) {
        const key = `${run.font}\u0000${char}`;
        let advance = ADVANCES.get(key);
        if (advance === undefined) ADVANCES.set(key, (advance = this.doc.font(run.font).fontSize(1).widthOfString(char)));
        sum += advance;
      }
    }
    return sum * size;
  }

  /** One line at (x, y), run after run. */
  line(text: string, x: number, y: number, weight: TWeight, size: number, color = '#000'): void {
    let at = x;
    for (const run of this.runs(text, weight)) {
      this.doc.font(run.font).fontSize(size).fillColor(color).text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** Starts a new page unless `height` still fits below the cursor. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.bottom) return;
    this.doc.addPage();
    this.y = PAGE.top;
  }

  /** Wrapped text inside [x, x + width], aligned; the cursor moves below it. */
  text(text: string, o: { x?: number; width?: number; size?: number; weight?: TWeight; indent?: boolean; align?: 'left' | 'center' | 'right'; color?: string; lineGap?: number }): void {
    const { x = PAGE.left, width = CONTENT, size = BODY, weight = 400, align = 'left', color, lineGap = 0.7 } = o;
    const indent = o.indent ? size * 2 : 0;
    const height = size * (1 + lineGap);
    wrapText(text, width, width - indent, (s) => this.width(s, weight, size)).forEach((line, i) => {
      this.room(height);
      const start = i === 0 ? indent : 0;
      const free = width - start - this.width(line, weight, size);
      const shift = align === 'center' ? free / 2 : align === 'right' ? free : 0;
      this.line(line, x + start + shift, this.y, weight, size, color);
      this.y += height;
    });
  }
}

const BLOCKS: { [K in TPdfBlock['kind']]: (layout: Layout, block: Extract<TPdfBlock, { kind: K }>) => void } = {
  header(layout, block) {
    layout.text(block.text, { size: 26, weight: 700, align: 'center', color: RED, lineGap: 0.5 });
    if (block.note) layout.text(block.note, { size: 13, align: 'center', lineGap: 0.4 });
    layout.y += 4;
    layout.doc.moveTo(PAGE.left, layout.y).lineTo(PAGE.width - PAGE.right, layout.y).lineWidth(2).strokeColor(RED).stroke();
    layout.y += 28;
  },
  title(layout, block) {
    layout.text(block.text, { size: 22, weight: 700, align: 'center', lineGap: 0.5 });
    layout.y += 18;
  },
  paragraph(layout, block) {
    layout.text(block.text, { size: block.size, indent: block.indent ?? true, align: block.align });
    layout.y += 6;
  },
  table(layout, block) {
    const keyWidth = CONTENT * 0.28;
    const pad = 6;
    const size = 12;
    const lineHeight = size * 1.5;
    for (const [key, value] of block.rows) {
      const keyLines = wrapText(key, keyWidth - 2 * pad, keyWidth - 2 * pad, (s) => layout.width(s, 700, size));
      const valueLines = wrapText(value, CONTENT - keyWidth - 2 * pad, CONTENT - keyWidth - 2 * pad, (s) => layout.width(s, 400, size));
      const height = Math.max(keyLines.length, valueLines.length) * lineHeight + 2 * pad;
      layout.room(height);
      const top = layout.y;
      layout.doc.lineWidth(0.8).strokeColor('#333');
      layout.doc.rect(PAGE.left, top, keyWidth, height).stroke();
      layout.doc.rect(PAGE.left + keyWidth, top, CONTENT - keyWidth, height).stroke();
      keyLines.forEach((line, i) => layout.line(line, PAGE.left + pad, top + pad + i * lineHeight + 2, 700, size));
      valueLines.forEach((line, i) => layout.line(line, PAGE.left + keyWidth + pad, top + pad + i * lineHeight + 2, 400, size));
      layout.y = top + height;
    }
    layout.y += 14;
  },
  signature(layout, block) {
    // The lines centre on one another, the block ending at the right margin less two characters, as 落款 do.
    const widest = Math.max(...block.lines.map((line) => layout.width(line, 400, BODY)));
    const left = PAGE.width - PAGE.right - BODY * 2 - widest;
    const height = block.lines.length * BODY * 1.8;
    layout.room(Math.max(height, block.seal ? 120 : 0) + 20);
    layout.y += 20;
    const top = layout.y;
    for (const line of block.lines) {
      layout.line(line, left + (widest - layout.width(line, 400, BODY)) / 2, layout.y, 400, BODY);
      layout.y += BODY * 1.8;
    }
    if (block.seal) {
      // A 42 mm seal over the issuer and the date, as a stamp falls on paper.
      const size = 119;
      layout.doc.image(block.seal, left + widest / 2 - size / 2, top + height / 2 - size / 2, { fit: [size, size], align: 'center', valign: 'center' });
    }
    layout.y = Math.max(layout.y, top + height) + 10;
  },
  image(layout, block) {
    // pdfkit's own decoding, reused for the drawing: its types leave `openImage` out.
    const image = (layout.doc as unknown as { openImage(src: Buffer): { width: number; height: number } }).openImage(block.data);
    const height = (image.height / image.width) * block.width;
    layout.room(height + (block.caption ? 20 : 0));
    const free = CONTENT - block.width;
    const x = PAGE.left + (block.align === 'left' ? 0 : block.align === 'right' ? free : free / 2);
    layout.doc.image(image as unknown as Buffer, x, layout.y, { width: block.width, height });
    if (block.link) layout.doc.link(x, layout.y, block.width, height, block.link);
    layout.y += height + 4;
    if (block.caption) layout.text(block.caption, { x: x - 60, width: block.width + 120, size: 9, align: 'center', color: '#555' });
  },
  space(layout, block) {
    layout.y += block.height;
  },
};

/** PDF draws PNG and JPEG: any other picture (an uploaded WebP or GIF seal) becomes a PNG first. */
async function drawable(image: Buffer): Promise<Buffer> {
  const png = image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = image[0] === 0xff && image[1] === 0xd8;
  if (png || jpeg) return image;
  const { default: sharp } = await import('sharp');
  return sharp(image).png().toBuffer();
}

async function drawableImages(block: TPdfBlock): Promise<TPdfBlock> {
  if (block.kind === 'image') return { ...block, data: await drawable(block.data) };
  if (block.kind === 'signature' && block.seal) return { ...block, seal: await drawable(block.seal) };
  return block;
}

/**
 * The document as an A4 PDF. Only the glyphs it uses are embedded (pdfkit subsets each font file),
 * so the file stays small; nothing outside the npm packages is read.
 */
export async function renderPdf(document: TPdfDocument): Promise<Buffer> {
  // pdfkit and fontkit (about 10 MB of heap together) load with the first document, not at start.
  const [{ default: PDFDocument }, blocks] = await Promise.all([import('pdfkit'), Promise.all(document.blocks.map(drawableImages)), loadFontParser()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    info: { Title: document.title, Author: document.author ?? '', Creator: 'Quad' },
    displayTitle: true,
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const layout = new Layout(doc);
  for (const block of blocks) (BLOCKS[block.kind] as (l: Layout, b: TPdfBlock) => void)(layout, block);
  doc.end();
  return done;
}
