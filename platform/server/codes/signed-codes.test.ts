import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import { checkCode, signCode, type TCodePurpose } from './signed-codes';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const siteOf = (id: string) => new SiteDb(t.platform.database.db, id);
const PASSES: TCodePurpose = { name: 'pass', rotateSeconds: 60, validSeconds: 90 };
const TICKETS: TCodePurpose = { name: 'ticket', rotateSeconds: 30, validSeconds: 30 };

describe('signed rotating codes', () => {
  it('check out on their site and purpose with the subject they name, the same code for a whole rotation period', async () => {
    const site = siteOf('codes-a');
    const now = nowSeconds();
    const code = await signCode(site, PASSES, 'u1.g', now);
    expect(code.issuedAt).toBe(now - (now % 60));
    expect(code.refreshIn).toBe(code.issuedAt + 60 - now);
    expect(await checkCode(site, PASSES, code.token, now)).toEqual({ ok: true, subject: 'u1.g', issuedAt: code.issuedAt });
    expect((await signCode(site, PASSES, 'u1.g', code.issuedAt + 59)).token).toBe(code.token);
    expect((await signCode(site, PASSES, 'u1.g', code.issuedAt + 60)).token).not.toBe(code.token);
  });

  it("expire after the purpose's validity, and are not accepted from far in the future", async () => {
    const site = siteOf('codes-a');
    const now = nowSeconds();
    const old = await signCode(site, PASSES, 'u1', now - 200);
    expect(await checkCode(site, PASSES, old.token, now)).toEqual({ ok: false, reason: 'expired' });
    expect((await checkCode(site, PASSES, old.token, old.issuedAt + 90)).ok).toBe(true);
    expect(await checkCode(site, PASSES, old.token, old.issuedAt + 91)).toEqual({ ok: false, reason: 'expired' });
    const ticket = await signCode(site, TICKETS, 'u1', now - 40);
    expect(await checkCode(site, TICKETS, ticket.token, ticket.issuedAt + 31)).toEqual({ ok: false, reason: 'expired' });
    const ahead = await signCode(site, PASSES, 'u1', now + 3600);
    expect(await checkCode(site, PASSES, ahead.token, now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never check out on another site or for another purpose', async () => {
    const a = siteOf('codes-a');
    const pass = (await signCode(a, PASSES, 'u1')).token;
    expect(await checkCode(siteOf('codes-b'), PASSES, pass)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkCode(a, TICKETS, pass)).toEqual({ ok: false, reason: 'invalid' });
    // Same subject and time, another purpose: another code.
    expect((await signCode(a, TICKETS, 'u1')).token).not.toBe(pass);
  });

  it('refuse tampered codes: another subject, a later date, another signature, garbage', async () => {
    const site = siteOf('codes-a');
    const now = nowSeconds();
    const [version, subject, issued, signature] = (await signCode(site, PASSES, 'u1', now)).token.split('.') as [
      string,
      string,
      string,
      string,
    ];
    const invalid = { ok: false, reason: 'invalid' };
    expect(await checkCode(site, PASSES, [version, 'u2', issued, signature].join('.'), now)).toEqual(invalid);
    expect(await checkCode(site, PASSES, [version, `${subject}.r`, issued, signature].join('.'), now)).toEqual(invalid);
    expect(await checkCode(site, PASSES, [version, subject, String(Number(issued) + 60), signature].join('.'), now + 60)).toEqual(invalid);
    expect(await checkCode(site, PASSES, [version, subject, issued, `${signature.slice(0, -2)}AA`].join('.'), now)).toEqual(invalid);
    expect(await checkCode(site, PASSES, [version, subject, issued].join('.'), now)).toEqual(invalid);
    expect(await checkCode(site, PASSES, ['q2', subject, issued, signature].join('.'), now)).toEqual(invalid);
    expect(await checkCode(site, PASSES, 'hello', now)).toEqual(invalid);
  });

  it('keep one key per site and purpose in the database, made once when instances ask together', async () => {
    const db = t.platform.database.db;
    // Three requests at once on a site without a key: each tries to make one, as instances would; one wins.
    const codes = await Promise.all([1, 2, 3].map(() => signCode(siteOf('codes-together'), PASSES, 'u1', 1_800_000_000)));
    expect(new Set(codes.map((c) => c.token)).size).toBe(1);
    const keys = await db.selectFrom('code_secrets').select(['purpose', 'secret']).where('site_id', '=', 'codes-together').execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.secret).toMatch(/^[0-9a-f]{64}$/);
    await expect(signCode(siteOf('codes-together'), PASSES, 'two words')).rejects.toThrow();
  });
});
