import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { preparedQuery } from './prepared';
import { SiteDb } from './site-db';

let t: TTestApp;
const on = (siteId: string) => new SiteDb(t.platform.database.db, siteId);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addSession = preparedQuery((siteDb, v: { hash: string; userId: string; expires: number }) =>
  siteDb.insertInto('sessions', { token_hash: v.hash, user_id: v.userId, created: 1, expires: v.expires, ip: '', user_agent: '' }),
);
// `expires > 0` stays a constant of the template while the hash is bound afresh on every run.
const sessionUser = preparedQuery((siteDb, v: { hash: string }) =>
  siteDb.selectFrom('sessions').select(['user_id', 'expires']).where('token_hash', '=', v.hash).where('expires', '>', 0),
);
const dropSession = preparedQuery((siteDb, v: { hash: string }) => siteDb.deleteFrom('sessions').where('token_hash', '=', v.hash));

describe('prepared queries', () => {
  it('bind the site of the SiteDb they run on: one template serves every site and none sees another', async () => {
    await addSession.run(on('north'), { hash: 'prepared-a', userId: 'north-user', expires: 100 });
    await addSession.run(on('south'), { hash: 'prepared-a', userId: 'south-user', expires: 200 });
    expect(await sessionUser.first(on('north'), { hash: 'prepared-a' })).toEqual({ user_id: 'north-user', expires: 100 });
    expect(await sessionUser.first(on('south'), { hash: 'prepared-a' })).toEqual({ user_id: 'south-user', expires: 200 });
    expect(await sessionUser.first(on('east'), { hash: 'prepared-a' })).toBeUndefined();
    expect(await sessionUser.all(on('north'), { hash: 'no-such-hash' })).toEqual([]);
    // Deleting on one site leaves the other's row with the same key.
    expect(await dropSession.run(on('north'), { hash: 'prepared-a' })).toBe(1);
    expect(await sessionUser.first(on('north'), { hash: 'prepared-a' })).toBeUndefined();
    expect(await sessionUser.first(on('south'), { hash: 'prepared-a' })).toEqual({ user_id: 'south-user', expires: 200 });
  });

  it('run inside the transaction of the SiteDb they are given, and roll back with it', async () => {
    await expect(
      on('north').transaction(async (tx) => {
        await addSession.run(tx, { hash: 'prepared-b', userId: 'north-user', expires: 100 });
        expect(await sessionUser.first(tx, { hash: 'prepared-b' })).toEqual({ user_id: 'north-user', expires: 100 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await sessionUser.first(on('north'), { hash: 'prepared-b' })).toBeUndefined();
    await on('north').transaction((tx) => addSession.run(tx, { hash: 'prepared-b', userId: 'north-user', expires: 300 }));
    expect(await sessionUser.first(on('north'), { hash: 'prepared-b' })).toEqual({ user_id: 'north-user', expires: 300 });
  });

  it('refuse a value folded into a bigger parameter, which could not be bound afresh', async () => {
    const byPattern = preparedQuery((siteDb, v: { name: string }) =>
      siteDb.selectFrom('sessions').select('user_id').where('user_id', 'like', `%${v.name}%`),
    );
    await expect(byPattern.all(on('north'), { name: 'north' })).rejects.toThrow(/part of a parameter/);
  });
});
