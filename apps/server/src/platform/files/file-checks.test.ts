import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64';
import { contentDisposition, downloadName } from './file-names';
import { detectFileType, FILE_TYPES } from './file-types';
import { docxOf, zipOf } from './test-files';

const office = (main: string, extra: Record<string, string> = {}) => zipOf({ '[Content_Types].xml': '<Types/>', [main]: '<x/>', ...extra });

describe('detectFileType', () => {
  it('recognises the accepted formats by their bytes', async () => {
    const blank = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(detectFileType(await blank.clone().jpeg().toBuffer())).toBe(FILE_TYPES.jpg);
    expect(detectFileType(await blank.clone().png().toBuffer())).toBe(FILE_TYPES.png);
    expect(detectFileType(await blank.clone().gif().toBuffer())).toBe(FILE_TYPES.gif);
    expect(detectFileType(await blank.clone().webp().toBuffer())).toBe(FILE_TYPES.webp);
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toBe(FILE_TYPES.pdf);
    expect(detectFileType(docxOf())).toBe(FILE_TYPES.docx);
    expect(detectFileType(office('xl/workbook.xml'))).toBe(FILE_TYPES.xlsx);
    expect(detectFileType(office('ppt/presentation.xml'))).toBe(FILE_TYPES.pptx);
  });

  it('refuses script carriers, archives, Office files with code and damaged zips', async () => {
    const refused = [
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<!DOCTYPE html><html></html>'),
      Buffer.from('just some text'),
      Buffer.alloc(0),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).tiff().toBuffer(),
      zipOf({ 'word/document.xml': '<x/>' }),
      office('xl/workbook.xml', { 'xl/vbaProject.bin': 'code' }),
      office('word/document.xml', { 'word/activeX/activeX1.xml': '<ax/>' }),
      docxOf().subarray(0, 60),
    ];
    for (const data of refused) expect(detectFileType(data)).toBeUndefined();
  });
});

describe('decodeBase64', () => {
  it('reads plain base64, data URLs, URL-safe and unpadded text, and line breaks', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xfe, 0x00, 0x41]);
    for (const text of ['+//+AEE=', '-__-AEE', 'data:image/png;base64,+//+\r\nAEE=', ' +//+AEE= ']) {
      expect(decodeBase64(text)?.equals(bytes)).toBe(true);
    }
  });

  it('refuses what is not base64', () => {
    for (const text of ['abc!', 'a', 'abcde', 'ab=c', 'abc==', 'data:text/html,<b>x</b>', '====']) expect(decodeBase64(text)).toBeUndefined();
  });
});

describe('downloadName and contentDisposition', () => {
  it('keeps the name the user gave, without folders or control characters, with the real extension', () => {
    expect(downloadName('C:\\fakepath\\毕业照.JPEG', FILE_TYPES.jpg)).toBe('毕业照.JPEG');
    expect(downloadName('../../etc/passwd', FILE_TYPES.pdf)).toBe('passwd.pdf');
    expect(downloadName('截图.jpg', FILE_TYPES.png)).toBe('截图.png');
    expect(downloadName('第3.5版', FILE_TYPES.docx)).toBe('第3.5版.docx');
    expect(downloadName('a\u0000b\r\n.pdf', FILE_TYPES.pdf)).toBe('ab.pdf');
    expect(downloadName(undefined, FILE_TYPES.png)).toBe('图片.png');
    expect(downloadName('  ', FILE_TYPES.pdf)).toBe('附件.pdf');
    expect(downloadName('长'.repeat(300) + '.pdf', FILE_TYPES.pdf)).toBe('长'.repeat(120) + '.pdf');
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', '成绩单 "final";.pdf')).toBe(
      `attachment; filename="___ _final__.pdf"; filename*=UTF-8''%E6%88%90%E7%BB%A9%E5%8D%95%20%22final%22%3B.pdf`,
    );
  });
});
