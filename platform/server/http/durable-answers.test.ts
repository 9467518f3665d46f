import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
let student = '';
beforeAll(async () => {
  // SQLite's group commit, also when the suite runs on PostgreSQL (which commits synchronously itself).
  t = await createTestApp({ databaseUrl: undefined });
  student = await login(t.app, 'student', 'student123');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** A slow disk: each sync of the log finishes 100 ms late; `finished` counts the ones that did. */
function slowDisk() {
  const disk = { started: 0, finished: 0 };
  const original = fs.fdatasync;
  vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: fs.NoParamCallback) => {
    disk.started++;
    setTimeout(
      () =>
        original(fd, (error) => {
          disk.finished++;
          callback(error);
        }),
      100,
    );
  }) as typeof fs.fdatasync);
  return disk;
}

describe('answers to state changes on SQLite', () => {
  it('say 操作成功 only once the write is on the disk', async () => {
    const disk = slowDisk();
    const saved = await call(t.app, { url: '/api/feedback/save', cookie: student, form: { content: '图书馆的空调太冷了' } });
    expect(saved.json().e).toBe(0);
    expect(disk.finished).toBeGreaterThanOrEqual(1);
  });

  it('do not make reads wait for the disk', async () => {
    const disk = slowDisk();
    const read = await call(t.app, { url: '/uc/wap/user/get-info', cookie: student });
    expect(read.json().e).toBe(0);
    expect(disk.started).toBe(0);
  });
});
