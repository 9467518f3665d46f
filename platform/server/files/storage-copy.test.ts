import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderDriver } from './folder-driver';
import { startS3Fake, type TS3Fake } from './s3-fake';
import { S3Driver } from './s3-driver';
import { copyObjects } from './storage-copy';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let fake: TS3Fake;
let bucket: S3Driver;

/** Writes a file into the uploads folder as the server would have. */
const plant = (key: string, content: string | Buffer) => {
  const file = path.join(dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const inBucket = async () => {
  const all: Record<string, string> = {};
  for await (const { key } of bucket.list()) all[key] = Buffer.concat(await (await bucket.read(key)).toArray()).toString();
  return all;
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-copy-'));
  fake = await startS3Fake();
  bucket = new S3Driver(fake.config);
});
afterAll(async () => {
  await bucket.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('copying a folder store into a bucket', () => {
  it('copies every file of every site once, and again only what is new or not whole', async () => {
    const folder = new FolderDriver(path.join(dataDir, 'uploads'));
    plant('north/2024/09/a.jpg', 'north photo');
    plant('north/2024/09/a.thumb.jpg', 'thumb');
    plant('south/2025/01/b.pdf', '%PDF-1.4 south');
    expect(await copyObjects(folder, bucket)).toEqual({ copied: 3, skipped: 0 });
    expect(await inBucket()).toEqual({ 'north/2024/09/a.jpg': 'north photo', 'north/2024/09/a.thumb.jpg': 'thumb', 'south/2025/01/b.pdf': '%PDF-1.4 south' });

    expect(await copyObjects(folder, bucket)).toEqual({ copied: 0, skipped: 3 });

    // A file uploaded since, and one the bucket holds only part of (an upload cut off by hand).
    plant('east/2025/02/c.png', 'east');
    await bucket.put('south/2025/01/b.pdf', Buffer.from('%PDF'));
    expect(await copyObjects(folder, bucket)).toEqual({ copied: 2, skipped: 2 });
    expect(await inBucket()).toMatchObject({ 'east/2025/02/c.png': 'east', 'south/2025/01/b.pdf': '%PDF-1.4 south' });
  });

  it('runs as `npm run storage:copy` with the bucket from the environment, and refuses to run without one', async () => {
    plant('north/2025/03/d.webm', 'video');
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } });
    const { endpoint, bucket: name, accessKeyId, secretAccessKey } = fake.config;
    const { stdout } = await run({ S3_ENDPOINT: endpoint, S3_BUCKET: name, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey });
    expect(stdout).toContain('storage:copy: 1 copied, 4 already there');
    expect(await inBucket()).toHaveProperty(['north/2025/03/d.webm'], 'video');

    const without = await run({}).catch((error: { code: number; stderr: string }) => error);
    expect(without).toMatchObject({ code: 2, stderr: expect.stringContaining('set S3_ENDPOINT') });
  });
});
