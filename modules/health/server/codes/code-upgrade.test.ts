import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import { healthCodeSecretMigration } from './secret-migration';
import { healthKitForFile } from '../health-test-kit';

const k = healthKitForFile();

/** A code as the release before the platform signed them made it: `q1.<user>.<colour>.<issued>`, keyed by health_setup's secret. */
function codeOfLastRelease(secret: string, siteId: string, userId: string, letter: string, issuedAt: number): string {
  const payload = ['q1', userId, letter, issuedAt].join('.');
  return `${payload}.${createHmac('sha256', Buffer.from(secret, 'hex')).update(`${siteId}.${payload}`).digest('base64url')}`;
}

it('keeps the codes phones showed before the upgrade valid at the gate after it, and shows the same codes', async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = k.t.platform.database.db as unknown as Kysely<any>;
  // The schema before: each site's secret in health_setup, no platform keys yet.
  await db.deleteFrom('code_secrets').execute();
  await db.schema.alterTable('health_setup').addColumn('code_secret', 'text').execute();
  const sites = (await db.selectFrom('health_setup').select('site_id').execute()).map((r) => r.site_id as string);
  expect(sites).toEqual(expect.arrayContaining(['north', 'south']));
  const secrets = Object.fromEntries(sites.map((site) => [site, randomBytes(32).toString('hex')]));
  for (const site of sites) await db.updateTable('health_setup').set({ code_secret: secrets[site] }).where('site_id', '=', site).execute();
  const student = await k.north.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  const shown = codeOfLastRelease(secrets.north as string, 'north', student.id, 'g', now - (now % 60));

  await healthCodeSecretMigration.up(db, k.t.platform.database.dialect);

  expect(await k.ask('/ncov/api/code/verify', k.c.admin, { token: shown, gate: '东门' })).toMatchObject({
    e: 0,
    d: { realname: '学生演示账号' },
  });
  for (const [cookie, host, site] of [
    [k.c.student, HOSTS.north, 'north'],
    [k.c.southStudent, HOSTS.south, 'south'],
  ] as const) {
    const mine = (await k.ask('/ncov/api/code/mine', cookie, undefined, host)).d as { token: string; issuedAt: number };
    const [, userId = '', letter = ''] = mine.token.split('.');
    expect(mine.token).toBe(codeOfLastRelease(secrets[site] as string, site, userId, letter, mine.issuedAt));
  }
  // The secret lives in one place only.
  expect(
    Object.keys(await db.selectFrom('health_setup').selectAll().where('site_id', '=', 'north').executeTakeFirstOrThrow()),
  ).not.toContain('code_secret');
});
