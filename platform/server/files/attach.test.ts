import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { docxOf, photoWithGps, pngImage, uploadMultipart } from './test-files';

let t: TTestApp;
let northStudent: string;
let southStudent: string;
/** The key of a photo the north student uploaded as `校园风景.jpg`. */
let photo: string;

/** A GET as a browser sends it for an `<img>` or a link: no XHR header. */
const fetchFile = (query: string, cookie?: string, host: string = HOSTS.north, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/site/attach?${query}`, headers: { host, ...(cookie ? { cookie } : {}), ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  northStudent = await login(t.app, 'student', 'student123');
  southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
  const res = await uploadMultipart(t.app, { cookie: northStudent, name: '校园风景.jpg', data: await photoWithGps() });
  photo = res.json().d.file;
});
afterAll(() => t.close());

describe('GET <site>/attach?file=', () => {
  it('serves the re-encoded image with its type, its Chinese download name, nosniff and private caching', async () => {
    const res = await fetchFile(`file=${photo}`, northStudent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`inline; filename="____.jpg"; filename*=UTF-8''${encodeURIComponent('校园风景.jpg')}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('serves a thumbnail no larger than 320 px, and a GIF thumbnail as PNG', async () => {
    const wide = (await call(t.app, { url: '/api/upload/bybase64', cookie: northStudent, json: { base64: (await pngImage(1000, 600)).toString('base64') } })).json().d;
    expect([wide.width, wide.height]).toEqual([1000, 600]);
    const thumb = await fetchFile(`file=${wide.file}&thumb=1`, northStudent);
    expect(thumb.headers['content-type']).toBe('image/png');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 192]);

    const gif = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#00f' } }).gif().toBuffer();
    const up = (await uploadMultipart(t.app, { cookie: northStudent, name: '动图.gif', data: gif })).json().d;
    const gifThumb = await fetchFile(`file=${up.file}&thumb=1`, northStudent);
    expect(gifThumb.headers['content-type']).toBe('image/png');
    expect(gifThumb.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('动图.png')}`);
  });

  it('offers an Office document as a download and has no thumbnail for it', async () => {
    const doc = (await uploadMultipart(t.app, { cookie: northStudent, name: '实习报告 (终稿).docx', data: docxOf() })).json().d;
    const res = await fetchFile(`file=${doc.file}`, northStudent);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ (__).docx"; filename*=UTF-8''%E5%AE%9E%E4%B9%A0%E6%8A%A5%E5%91%8A%20%28%E7%BB%88%E7%A8%BF%29.docx`,
    );
    expect(res.rawPayload.equals(docxOf())).toBe(true);
    expect((await fetchFile(`file=${doc.file}&thumb=1`, northStudent)).statusCode).toBe(404);
  });

  it('serves the byte range a player asks for, and says when a range lies past the end', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 5000 }, (_, i) => 32 + (i % 90)))]);
    const up = (await uploadMultipart(t.app, { cookie: northStudent, name: '讲义.pdf', data: pdf })).json().d;
    const part = await fetchFile(`file=${up.file}`, northStudent, HOSTS.north, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${pdf.length}`);
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.rawPayload.equals(pdf.subarray(1000, 2000))).toBe(true);
    const tail = await fetchFile(`file=${up.file}`, northStudent, HOSTS.north, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(pdf.subarray(-10))).toBe(true);
    const beyond = await fetchFile(`file=${up.file}`, northStudent, HOSTS.north, { range: `bytes=${pdf.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('answers 304 when the browser already holds the file', async () => {
    const first = await fetchFile(`file=${photo}`, northStudent);
    const again = await fetchFile(`file=${photo}`, northStudent, HOSTS.north, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is open to everyone signed in on the site, not only the uploader', async () => {
    const teacher = await login(t.app, 'teacher', 'teacher123');
    expect((await fetchFile(`file=${photo}`, teacher)).statusCode).toBe(200);
  });

  it('sends a browser without a session to sign in and back; a script gets 10013', async () => {
    const browser = await fetchFile(`file=${photo}`);
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toContain(`/uc/wap/login?redirect=${encodeURIComponent(`http://localhost/site/attach?file=${photo}`)}`);
    const script = await fetchFile(`file=${photo}`, undefined, HOSTS.north, { 'x-requested-with': 'XMLHttpRequest' });
    expect(script.json().e).toBe(10013);
  });

  it("does not serve north's file on south: 404 with south's session, not signed in with north's cookie", async () => {
    const onSouth = await fetchFile(`file=${photo}`, southStudent, HOSTS.south);
    expect(onSouth.statusCode).toBe(404);
    expect(onSouth.json()).toMatchObject({ e: 10004 });
    const northCookieOnSouth = await fetchFile(`file=${photo}`, northStudent, HOSTS.south, { 'x-requested-with': 'XMLHttpRequest' });
    expect(northCookieOnSouth.json().e).toBe(10013);
    // South's own upload is served on south and not on north.
    const southFile = (await uploadMultipart(t.app, { cookie: southStudent, host: HOSTS.south, name: 'a.png', data: await pngImage() })).json().d;
    expect((await fetchFile(`file=${southFile.file}`, southStudent, HOSTS.south)).statusCode).toBe(200);
    expect((await fetchFile(`file=${southFile.file}`, northStudent)).json()).toMatchObject({ e: 10004 });
  });

  it('answers 404 to an unknown key and to path tricks', async () => {
    const now = new Date();
    const storedPath = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${photo}.jpg`;
    const queries = [
      'file=aaaaaaaaaaaaaaaaaaaaaaaaaa',
      'file=',
      '',
      `file=${encodeURIComponent(storedPath)}`,
      'file=../../../../etc/passwd',
      'file=..%2F..%2F..%2Fetc%2Fpasswd',
      'file=%2Fetc%2Fpasswd',
      `file=${photo}%00`,
      `file=${photo}%2F..%2F${photo}`,
      `file=..%5C..%5C${photo}`,
      `file=${photo.toUpperCase()}`,
      `file=${photo}&file=${photo}`,
      `file=${photo}.thumb.jpg`,
    ];
    for (const query of queries) {
      const res = await fetchFile(query, northStudent);
      expect([query, res.statusCode]).toEqual([query, 404]);
      expect(res.json()).toEqual({ e: 10004, m: '文件不存在或已被删除', d: {} });
    }
  });
});
