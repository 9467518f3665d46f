import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { sharedTransaction } from './shared-commit';
import { SiteDb } from './site-db';

let t: TTestApp;
const on = (siteId: string) => new SiteDb(t.platform.database.db, siteId);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addSession = (tx: SiteDb, hash: string, userId: string) =>
  tx.insertInto('sessions', { token_hash: hash, user_id: userId, created: 1, expires: 100, ip: '', user_agent: '' }).execute();
const owner = async (siteId: string, hash: string) =>
  (await on(siteId).selectFrom('sessions').select('user_id').where('token_hash', '=', hash).executeTakeFirst())?.user_id;

describe('shared transactions', () => {
  it('give each caller its own answer, its own site and its after-commit effects, whoever shares the commit', async () => {
    const effects: string[] = [];
    const answers = await Promise.all(
      ['north', 'south', 'north'].map((siteId, i) =>
        sharedTransaction(on(siteId), async (tx) => {
          await addSession(tx, `shared-${i}`, `${siteId}-user-${i}`);
          tx.afterCommit(() => effects.push(`committed ${i}`));
          return i * 10;
        }),
      ),
    );
    expect(answers).toEqual([0, 10, 20]);
    expect(effects.sort()).toEqual(['committed 0', 'committed 1', 'committed 2']);
    expect(await owner('north', 'shared-0')).toBe('north-user-0');
    expect(await owner('south', 'shared-1')).toBe('south-user-1');
    expect(await owner('north', 'shared-1')).toBeUndefined();
    expect(await owner('south', 'shared-2')).toBeUndefined();
  });

  it('roll back only the caller that fails: the others are written, and each hears what running alone would give', async () => {
    const effects: string[] = [];
    const outcomes = await Promise.allSettled(
      [0, 1, 2, 3].map((i) =>
        sharedTransaction(on('north'), async (tx) => {
          await addSession(tx, `partly-${i}`, `user-${i}`);
          tx.afterCommit(() => effects.push(`committed ${i}`));
          if (i === 1) throw new Error('the second caller fails after writing');
          // The same key as the first caller's: refused, as it would be after the first committed.
          if (i === 3) await addSession(tx, 'partly-0', 'someone else');
          return i;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('the second caller fails after writing'));
    expect(effects.sort()).toEqual(['committed 0', 'committed 2']);
    expect(await owner('north', 'partly-0')).toBe('user-0');
    expect(await owner('north', 'partly-1')).toBeUndefined();
    expect(await owner('north', 'partly-2')).toBe('user-2');
    expect(await owner('north', 'partly-3')).toBeUndefined();
  });

  it('run inside a transaction already open as part of it', async () => {
    await expect(
      on('north').transaction(async (tx) => {
        await sharedTransaction(tx, (inner) => addSession(inner, 'nested-0', 'nested-user'));
        throw new Error('the outer transaction rolls back');
      }),
    ).rejects.toThrow('the outer transaction rolls back');
    expect(await owner('north', 'nested-0')).toBeUndefined();
  });
});
