import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { startLibraryFake, type TLibraryFake } from './library-fake';
import { LIBRARY_DOWN, restLibrarySystem, TOKEN_REFUSED } from './rest-library';

const outbound = createOutbound({ allowPrivate: true });
let fake: TLibraryFake;
beforeAll(async () => {
  fake = await startLibraryFake();
});
afterAll(() => fake.close());

const library = (timeoutMs = 1000, token = fake.token) => restLibrarySystem({ baseUrl: `${fake.baseUrl}/`, token }, outbound, timeoutMs);
const ask = { reader: '2024010001', barcode: 'C1', requestId: 'r1', dueDate: '2026-05-01', today: '2026-04-28' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as SchoolSystemError,
  );

describe('the REST library interface against the local fake library', () => {
  it('renews with the bearer token and answers the new due date and the library’s words', async () => {
    fake.mode = 'ok';
    const answer = await library().renew(ask);
    expect(answer.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.message).toContain('续借成功');
    expect(fake.requests.at(-1)).toEqual({ reader: '2024010001', barcode: 'C1', requestId: 'r1', authorized: true });
    // The same request id again: the library answers the first renewal.
    expect((await library().renew(ask)).dueDate).toBe(answer.dueDate);
    expect(fake.renewed.size).toBe(1);
  });

  it('passes the library’s refusal on in its own words', async () => {
    fake.mode = 'refuse';
    expect(await failure(library().renew(ask))).toMatchObject({ kind: 'refused', message: '该书已被他人预约，不能续借' });
  });

  it('tells a token the library refuses, without showing it', async () => {
    fake.mode = 'ok';
    const error = await failure(library(1000, 'wrong-token').renew(ask));
    expect(error).toMatchObject({ kind: 'refused', message: TOKEN_REFUSED });
    expect(String(error?.message)).not.toContain('wrong-token');
  });

  it('treats a library that is down, slow or talking garbage as unreachable', async () => {
    for (const mode of ['down', 'garbage', 'slow'] as const) {
      fake.mode = mode;
      const error = await failure(library(300).renew(ask));
      expect(error, mode).toBeInstanceOf(SchoolSystemError);
      expect(error?.kind, mode).toBe('unreachable');
    }
    const closed = restLibrarySystem({ baseUrl: 'http://127.0.0.1:9/lib', token: 't' }, outbound, 500);
    expect((await failure(closed.renew(ask)))?.kind).toBe('unreachable');
    expect(LIBRARY_DOWN).toContain('稍后');
  });
});
