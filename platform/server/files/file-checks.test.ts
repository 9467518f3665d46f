import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64';
import { byteRange } from './attach';
import { contentDisposition, downloadName } from './file-names';
import { detectFileType, FILE_TYPES } from './file-types';
import { docxOf, zipOf } from './test-files';

/** The start of an MP4 file: an `ftyp` box with its major brand. */
const mp4Header = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
/** The start of a Matroska file: the EBML header with its DocType. */
const ebmlHeader = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);
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
    expect(detectFileType(ebmlHeader('webm'))).toBe(FILE_TYPES.webm);
    expect(detectFileType(mp4Header('isom'))).toBe(FILE_TYPES.mp4);
    expect(detectFileType(mp4Header('mp42'))).toBe(FILE_TYPES.mp4);
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
      // HEIF pictures and other Matroska files share their containers with MP4 and WebM.
      mp4Header('heic'),
      ebmlHeader('matroska'),
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

describe('byteRange', () => {
  it('reads the one range a player asks for, open-ended and from the end too', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('serves the whole file for what it does not understand, and refuses ranges past the end', () => {
    for (const header of ['bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b']) expect(byteRange(header, 1000)).toBeUndefined();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=500-400', 1000)).toBe('unsatisfiable');
  });
});
