import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { ACCEPTED_TYPES_MESSAGE } from './file-types';
import { UPLOADS_PER_MINUTE } from './routes';
import { docxOf, hasGpsDirectory, photoWithGps, pngImage, uploadMultipart, zipOf } from './test-files';

const t = serverForFile(['student', 'teacher']);
const { c } = t;

/** The site's stored files, in whichever store the server was given (the folder, or a bucket with QUAD_TEST_STORAGE=s3). */
async function storedFiles(site: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.platform.storage.driver.list()) if (key.startsWith(`${site}/`)) keys.push(key);
  return keys;
}

describe('POST /api/upload/index', () => {
  it('re-encodes a phone photo upright, without its EXIF and GPS position, with a thumbnail, stored under the site', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(hasGpsDirectory(before.exif!)).toBe(true);

    const res = await uploadMultipart(t.app, { cookie: c.student, name: '校园风景.jpg', data: photo, declaredType: 'image/jpeg' });
    const body = res.json();
    expect(body.e).toBe(0);
    const d = body.d;
    expect(d).toMatchObject({ name: '校园风景.jpg', type: 'image/jpeg', width: 32, height: 64 });
    expect(d.file).toMatch(/^[a-z2-7]{26}$/);
    expect(d.url).toBe(`/site/attach?file=${d.file}`);
    expect(d.thumb).toBe(`/site/attach?file=${d.file}&thumb=1`);

    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored = Buffer.concat(await (await t.platform.storage.read('north', `${folder}/${d.file}.jpg`)).toArray());
    expect(stored.length).toBe(d.size);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([32, 64]);
    expect(stored.includes('QuadPhone')).toBe(false);
    expect(await t.platform.storage.size('north', `${folder}/${d.file}.thumb.jpg`)).toBeGreaterThan(0);
  });

  it('keeps a PDF or a Word document as sent, without a thumbnail, and fixes a wrong extension', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asPdf = (await uploadMultipart(t.app, { cookie: c.student, name: '请假条.pdf', data: pdf })).json();
    expect(asPdf.d).toMatchObject({ name: '请假条.pdf', type: 'application/pdf', size: pdf.length, thumb: '' });
    expect(asPdf.d.width).toBeUndefined();

    const docx = (await uploadMultipart(t.app, { cookie: c.student, name: '课程报告.doc', data: docxOf() })).json();
    expect(docx.d.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.d.name).toBe('课程报告.docx');
  });

  it.each([
    ['an HTML page named .jpg', 'photo.jpg', Buffer.from('<html><script>alert(document.cookie)</script></html>')],
    ['an SVG image', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a plain zip archive', 'files.zip', zipOf({ 'setup.exe': 'MZ' })],
    ['a Word document with macros', 'report.docx', docxOf({ 'word/vbaProject.bin': 'macro' })],
    ['a Windows program', 'photo.png', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
  ])('refuses %s by its content, whatever its name and declared type', async (_what, name, data) => {
    const before = (await storedFiles('north')).length;
    const body = (await uploadMultipart(t.app, { cookie: c.student, name, data, declaredType: 'image/jpeg' })).json();
    expect(body).toMatchObject({ e: 10022, m: ACCEPTED_TYPES_MESSAGE, d: { errors: { file: ACCEPTED_TYPES_MESSAGE } } });
    expect((await storedFiles('north')).length).toBe(before);
  });

  it('refuses a file over the limit and says what the limit is', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024)]);
    const body = (await uploadMultipart(t.app, { cookie: c.student, name: 'big.png', data: big })).json();
    expect(body).toMatchObject({ e: 10022, m: '文件不能超过10MB' });
  });

  it('refuses a damaged image, an empty file, a request without a file and a garbled body', async () => {
    const photo = await photoWithGps();
    const damaged = (await uploadMultipart(t.app, { cookie: c.student, name: 'a.jpg', data: photo.subarray(0, photo.length / 2) })).json();
    expect(damaged).toMatchObject({ e: 10022, m: '图片已损坏或无法识别，请换一张再试' });
    const empty = (await uploadMultipart(t.app, { cookie: c.student, name: 'a.jpg', data: Buffer.alloc(0) })).json();
    expect(empty).toMatchObject({ e: 10022, m: '文件是空的，请重新选择' });
    const none = (await call(t.app, { url: '/api/upload/index', cookie: c.student, form: { a: '1' } })).json();
    expect(none).toMatchObject({ e: 10022, m: '请选择要上传的文件' });
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/upload/index',
      headers: { host: HOSTS.north, cookie: c.student, 'content-type': 'multipart/form-data; boundary=xx' },
      payload: '--xx\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    });
    expect(garbled.json()).toMatchObject({ e: 10022, m: '上传的内容格式不正确，请重新选择文件' });
  });

  it('needs a session', async () => {
    const body = (await uploadMultipart(t.app, { name: 'a.png', data: await pngImage() })).json();
    expect(body.e).toBe(10013);
    expect(body.d.login_url).toContain('/uc/wap/login?redirect=');
  });

  it('leaves no file behind when the record cannot be saved', async () => {
    const before = (await storedFiles('north')).length;
    const original = SiteDb.prototype.insertInto;
    const failing = function (this: SiteDb, table: string, values: unknown) {
      if (table === 'uploads') throw new Error('database unavailable');
      return (original as (table: string, values: unknown) => unknown).call(this, table, values);
    };
    const spy = vi.spyOn(SiteDb.prototype, 'insertInto').mockImplementation(failing as typeof original);
    try {
      const body = (await uploadMultipart(t.app, { cookie: c.student, name: 'a.png', data: await pngImage() })).json();
      expect(body).toMatchObject({ e: 10500, m: '系统异常' });
    } finally {
      spy.mockRestore();
    }
    expect((await storedFiles('north')).length).toBe(before);
  });
});

describe('POST /api/upload/bybase64', () => {
  it('takes plain base64 (JSON) and a data URL (form), naming the file after its real type', async () => {
    const png = await pngImage(50, 20);
    const plain = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: { base64: png.toString('base64') } })).json();
    expect(plain.e).toBe(0);
    expect(plain.d).toMatchObject({ name: '图片.png', type: 'image/png', width: 50, height: 20 });

    const photo = await photoWithGps();
    const dataUrl = `data:image/png;base64,${photo.toString('base64')}`;
    const form = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, form: { base64: dataUrl, name: '签名' } })).json();
    expect(form.e).toBe(0);
    expect(form.d).toMatchObject({ name: '签名.jpg', type: 'image/jpeg', width: 32, height: 64 });
  });

  it('reads base64 whose + signs a form body turned into spaces, and unpadded base64', async () => {
    const png = await pngImage(33, 17);
    const b64 = png.toString('base64').replace(/=+$/, '');
    const raw = `base64=${b64}`; // not form-encoded: every + arrives as a space
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/bybase64',
      headers: { host: HOSTS.north, cookie: c.teacher, 'content-type': 'application/x-www-form-urlencoded' },
      payload: raw,
    });
    expect(res.json()).toMatchObject({ e: 0, d: { width: 33, height: 17 } });
  });

  it.each([
    ['characters outside base64', '这不是图片!!!'],
    ['a data URL that is not base64', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a truncated string', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awA='.slice(0, 33)],
  ])('refuses %s as broken base64', async (_what, base64) => {
    const body = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: { base64 } })).json();
    expect(body).toMatchObject({ e: 10022, m: '图片内容不是有效的 base64 编码', d: { errors: { base64: '图片内容不是有效的 base64 编码' } } });
  });

  it('refuses an HTML page sent as base64, a missing field, and an oversized image', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64');
    const asHtml = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: { base64: html, name: 'a.png' } })).json();
    expect(asHtml).toMatchObject({ e: 10022, d: { errors: { base64: ACCEPTED_TYPES_MESSAGE } } });
    const missing = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: {} })).json();
    expect(missing).toMatchObject({ e: 10022, m: '请提供图片内容' });

    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024)]).toString('base64');
    const over = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: { base64: big } })).json();
    expect(over).toMatchObject({ e: 10022, m: '文件不能超过10MB' });
    const huge = (await call(t.app, { url: '/api/upload/bybase64', cookie: c.teacher, json: { base64: big + big } })).json();
    expect(huge).toMatchObject({ e: 10022, m: '文件不能超过10MB' });
  });

  it('needs a session', async () => {
    const body = (await call(t.app, { url: '/api/upload/bybase64', json: { base64: (await pngImage()).toString('base64') } })).json();
    expect(body.e).toBe(10013);
  });

  it('limits how often one person uploads', async () => {
    const admin = await login(t.app, 'admin', 'admin123', HOSTS.east);
    const base64 = (await pngImage(8, 8)).toString('base64');
    const send = () => call(t.app, { url: '/api/upload/bybase64', host: HOSTS.east, cookie: admin, json: { base64 } }).then((r) => r.json());
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await send()).e).toBe(0);
    expect(await send()).toMatchObject({ e: 10029, m: '上传太频繁，请稍后再试' });
    // Someone else on the same site is not held back by it.
    const eastTeacher = await login(t.app, 'teacher', 'teacher123', HOSTS.east);
    expect((await call(t.app, { url: '/api/upload/bybase64', host: HOSTS.east, cookie: eastTeacher, json: { base64 } })).json().e).toBe(0);
  });
});
