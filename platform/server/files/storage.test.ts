import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderDriver } from './folder-driver';
import { startS3Fake } from './s3-fake';
import { S3Driver } from './s3-driver';
import { FileStorage } from './storage';

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());
const listed = async (storage: FileStorage) => {
  const all: Record<string, number> = {};
  for await (const { key, size } of storage.driver.list()) all[key] = size;
  return all;
};

/** A store of each kind, empty, and how to put it away. */
const DRIVERS: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'the local folder',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-store-'));
      return { storage: new FileStorage(new FolderDriver(root)), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible bucket',
    async () => {
      const fake = await startS3Fake();
      const storage = new FileStorage(new S3Driver(fake.config));
      return { storage, close: async () => (await storage.close(), await fake.close()) };
    },
  ],
];

describe.each(DRIVERS)('file storage on %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  // Every byte value, several times over: a range that is off by one shows.
  const video = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));

  beforeAll(async () => ({ storage, close } = await open()));
  afterAll(() => close());

  it('keeps a file and gives it back whole and by byte range, with its size', async () => {
    await storage.write('north', [{ path: '2025/03/clip.mp4', data: video }]);
    expect(await storage.size('north', '2025/03/clip.mp4')).toBe(video.length);
    expect((await bytesOf(await storage.read('north', '2025/03/clip.mp4'))).equals(video)).toBe(true);
    const middle = await bytesOf(await storage.read('north', '2025/03/clip.mp4', { start: 1000, end: 200_999 }));
    expect(middle.equals(video.subarray(1000, 201_000))).toBe(true);
    const last = await bytesOf(await storage.read('north', '2025/03/clip.mp4', { start: video.length - 1, end: video.length - 1 }));
    expect([...last]).toEqual([video.at(-1)]);
  });

  it('stores a file from local disk without reading it whole (an export), under its site only', async () => {
    const local = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quad-local-')), 'export.xlsx');
    fs.writeFileSync(local, video);
    await storage.writeFrom('north', 'exports/abc-1.xlsx', local);
    expect((await bytesOf(await storage.read('north', 'exports/abc-1.xlsx'))).equals(video)).toBe(true);
    expect(await storage.size('south', 'exports/abc-1.xlsx')).toBeUndefined();
    await storage.remove('north', ['exports/abc-1.xlsx']);
    fs.rmSync(path.dirname(local), { recursive: true, force: true });
  });

  it("has nothing under another site's name, an unknown path or a path that would leave the site", async () => {
    await storage.write('north', [{ path: '2025/03/note.pdf', data: Buffer.from('%PDF-1.4') }]);
    expect(await storage.size('north', '2025/03/note.pdf')).toBe(8);
    for (const [site, stored] of [
      ['south', '2025/03/note.pdf'],
      ['north', '2025/03/other.pdf'],
      ['north', '2025/03'],
      ['north', ''],
      ['south', '../north/2025/03/note.pdf'],
      ['south', '/north/2025/03/note.pdf'],
      ['south', '..\\north\\2025\\03\\note.pdf'],
      ['north', '2025/03/note.pdf\0'],
    ]) {
      expect([site, stored, await storage.size(site, stored)]).toEqual([site, stored, undefined]);
    }
  });

  it('writes all the files of an upload or none of them', async () => {
    const files = [
      { path: '2025/04/photo.jpg', data: Buffer.from('photo') },
      { path: '../south/2025/04/photo.thumb.jpg', data: Buffer.from('thumb') },
    ];
    await expect(storage.write('north', files)).rejects.toThrow('unsafe storage path');
    expect(await storage.size('north', '2025/04/photo.jpg')).toBeUndefined();
    expect(await listed(storage)).not.toHaveProperty('south/2025/04/photo.thumb.jpg');
  });

  it('removes files, and removing one that is gone is no error', async () => {
    await storage.write('east', [{ path: '2025/05/a.png', data: Buffer.from('a') }, { path: '2025/05/a.thumb.png', data: Buffer.from('t') }]);
    await storage.remove('east', ['2025/05/a.png', '2025/05/a.thumb.png', '2025/05/never.png']);
    expect(await storage.size('east', '2025/05/a.png')).toBeUndefined();
    expect(await storage.size('east', '2025/05/a.thumb.png')).toBeUndefined();
  });

  it('lists every stored file by site and path, with its size', async () => {
    await storage.write('south', [{ path: '2025/06/list.webm', data: Buffer.alloc(1234) }]);
    expect(await listed(storage)).toEqual({ 'north/2025/03/clip.mp4': video.length, 'north/2025/03/note.pdf': 8, 'south/2025/06/list.webm': 1234 });
  });
});

describe('the local folder', () => {
  it('keeps files where uploads have always been, so an existing install finds its files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-store-'));
    try {
      fs.mkdirSync(path.join(root, 'north', '2024', '09'), { recursive: true });
      fs.writeFileSync(path.join(root, 'north', '2024', '09', 'old.jpg'), 'from before');
      const storage = new FileStorage(new FolderDriver(root));
      expect((await bytesOf(await storage.read('north', '2024/09/old.jpg'))).toString()).toBe('from before');
      await storage.write('north', [{ path: '2025/01/new.png', data: Buffer.from('new') }]);
      expect(fs.readFileSync(path.join(root, 'north', '2025', '01', 'new.png'), 'utf8')).toBe('new');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
