import { afterAll, beforeAll } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, createTestApp, HOSTS, login, signInAll, type TTestApp } from '@quad/server/test/harness';

/** What the health server tests share: a seeded server and signed-in people of two sites. */

export type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

export interface THealthKit {
  t: TTestApp;
  c: Record<'admin' | 'student' | 'teacher' | 'southAdmin' | 'southStudent', string>;
  north: SiteDb;
  south: SiteDb;
  /** JSON body (or none) to a call. */
  ask(url: string, cookie: string, input?: Record<string, unknown>, host?: string): Promise<TBody>;
  /** Form body, as the original clients post. */
  askForm(url: string, cookie: string, form: Record<string, string>, host?: string): Promise<TBody>;
  /** Signs in a generated student who has not reported today (a fresh one per call). */
  freshStudent(host?: string): Promise<{ cookie: string; userId: string; username: string }>;
}

async function createHealthKit(): Promise<THealthKit> {
  const t = await createTestApp();
  const north = new SiteDb(t.platform.database.db, 'north');
  const south = new SiteDb(t.platform.database.db, 'south');
  const c = await signInAll(t.app, ['admin', 'student', 'teacher', 'southAdmin', 'southStudent']);
  const ask = (url: string, cookie: string, input?: Record<string, unknown>, host?: string) => askJson<TBody>(t.app, url, cookie, input, host);
  const askForm = async (url: string, cookie: string, form: Record<string, string>, host: string = HOSTS.north): Promise<TBody> =>
    (await call(t.app, { url, cookie, host, form })).json();
  // Generated students from the back of the list: the demo seeds reports for the first forty only.
  const used = new Set<string>();
  const freshStudent = async (host: string = HOSTS.north) => {
    const siteDb = host === HOSTS.south ? south : north;
    const rows = await siteDb.selectFrom('users').select(['id', 'username']).where('type', '=', 'student').where('username', '!=', 'student').orderBy('username', 'desc').limit(20).execute();
    const row = rows.find((r) => !used.has(`${host}/${r.username}`));
    if (!row) throw new Error('no fresh student left');
    used.add(`${host}/${row.username}`);
    return { cookie: await login(t.app, row.username, 'student123', host), userId: row.id, username: row.username };
  };
  return { t, c, north, south, ask, askForm, freshStudent };
}

/** The kit of the calling test file: made before its first test, its server closed after its last. */
export function healthKitForFile(): THealthKit {
  const kit = {} as THealthKit;
  beforeAll(async () => {
    Object.assign(kit, await createHealthKit());
  });
  afterAll(() => kit.t.close());
  return kit;
}
