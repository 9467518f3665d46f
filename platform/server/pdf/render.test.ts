import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TPdfDocument } from './document';
import { pdfFonts } from './pdf-text';
import { renderPdf } from './render';
import { units, wrapText } from './text-layout';

const BODY = '兹证明张三（学号 2023001234）系我校计算机科学与技术学院 2023 级全日制本科在读学生，预计于2027年6月毕业。特此证明。';

const seal = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="92" fill="none" stroke="#d00" stroke-width="8"/></svg>'))
    .png()
    .toBuffer();

const certificate = async (): Promise<TPdfDocument> => ({
  title: '在读证明',
  blocks: [
    { kind: 'header', text: '示范大学教务处', note: '〔2026〕证字第0012号' },
    { kind: 'title', text: '在读证明' },
    { kind: 'paragraph', text: BODY },
    { kind: 'table', rows: [['用途', '办理护照'], ['份数', '2']] },
    { kind: 'signature', lines: ['示范大学教务处', '2026年11月27日'], seal: await seal() },
    { kind: 'image', data: await seal(), width: 70, align: 'right', caption: '扫码核验', link: 'https://example.edu.cn/certificate/verify?code=abc' },
  ],
});

describe('renderPdf', () => {
  it('makes an A4 PDF whose Chinese text is drawn in the embedded Noto Sans SC, every character mapped back', async () => {
    const pdf = await renderPdf(await certificate());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.toString('latin1')).toContain('/URI (https://example.edu.cn/certificate/verify?code=abc)');
    const { fonts, chars } = pdfFonts(pdf);
    expect(fonts).toContain('NotoSansSC-Regular');
    expect(fonts).toContain('NotoSansSC-Bold');
    for (const char of `${BODY}示范大学教务处〔〕证字第号用途办理护照份数扫码核验`.replace(/\s/g, '')) expect(chars, char).toContain(char);
    // Only the glyphs used are embedded: the font files themselves are megabytes.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('breaks onto a new page when the text runs past the bottom', async () => {
    const pdf = await renderPdf({ title: '长文', blocks: Array.from({ length: 40 }, () => ({ kind: 'paragraph' as const, text: BODY })) });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
  });

  it('renders a page in well under a second once the fonts are read (time printed, not asserted)', async () => {
    const doc = await certificate();
    await renderPdf(doc);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await renderPdf(doc);
      times.push(performance.now() - start);
    }
    console.info(`renderPdf, one A4 page: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  });
});

describe('text layout', () => {
  const measure = (s: string) => [...s].length;

  it('keeps Latin words whole and closing punctuation off the start of a line', () => {
    expect(units('学号 2023001234，好。')).toEqual(['学', '号', ' ', '2023001234，', '好。']);
    expect(wrapText('一二三，四五', 3, 3, measure)).toEqual(['一二', '三，四', '五']);
  });

  it('indents the first line and cuts a unit wider than a line', () => {
    expect(wrapText('一二三四五六', 4, 2, measure)).toEqual(['一二', '三四五六']);
    expect(wrapText('abcdefghij', 4, 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
