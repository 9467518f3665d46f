import { expect } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import type { TConfig } from '@quad/platform/server/config';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import type { TField, TFormDefinition } from '../shared/definition';

/** What the forms server tests share: a seeded server, signed-in people of two sites, and form makers. */

export type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

export interface TKit {
  t: TTestApp;
  c: Record<'admin' | 'student' | 'outsider' | 'teacher' | 'southAdmin' | 'southStudent', string>;
  /** The demo student's department (the audience most tests aim at). */
  studentDept: string;
  north: SiteDb;
  ask(url: string, cookie: string, input?: Record<string, unknown>, host?: string): Promise<TBody>;
  askForm(url: string, cookie: string, form: Record<string, string>, host?: string): Promise<TBody>;
  /** Creates, saves and publishes a form; returns its id, number and version. */
  makeForm(build: (no: number) => TField[], settings?: Record<string, unknown>, cookie?: string, host?: string): Promise<{ id: string; no: number }>;
}

export const designOf = (fields: TField[]): TFormDefinition => ({
  fields,
  dataSources: [],
  plugins: [],
  print: { columns: 1, showSubmitter: true, showTime: true, signatureLines: [] },
});

export async function createKit(overrides: Partial<TConfig> = {}): Promise<TKit> {
  const t = await createTestApp(overrides);
  const north = new SiteDb(t.platform.database.db, 'north');
  const student = await north.selectFrom('users').select(['dept_id']).where('username', '=', 'student').executeTakeFirstOrThrow();
  const outsider = await north.selectFrom('users').select('username').where('type', '=', 'student').where('dept_id', '!=', student.dept_id).executeTakeFirstOrThrow();
  const c = {
    admin: await login(t.app, 'admin', 'admin123'),
    student: await login(t.app, 'student', 'student123'),
    outsider: await login(t.app, outsider.username, 'student123'),
    teacher: await login(t.app, 'teacher', 'teacher123'),
    southAdmin: await login(t.app, 'admin', 'admin123', HOSTS.south),
    southStudent: await login(t.app, 'student', 'student123', HOSTS.south),
  };
  const ask = async (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
    (await call(t.app, { url, cookie, host, ...(input ? { json: input } : {}) })).json();
  const askForm = async (url: string, cookie: string, form: Record<string, string>, host: string = HOSTS.north): Promise<TBody> =>
    (await call(t.app, { url, cookie, host, form })).json();
  const makeForm: TKit['makeForm'] = async (build, settings = {}, cookie = c.admin, host = HOSTS.north) => {
    const created = await ask('/forms/api/manage/create', cookie, { title: '测试表单' }, host);
    expect(created.e).toBe(0);
    const { id, no } = created.d as { id: string; no: number };
    const saved = await ask(
      '/forms/api/manage/save',
      cookie,
      { id, settings: { title: '测试表单', audience: { departments: [student.dept_id] }, ...settings }, definition: designOf(build(no)) },
      host,
    );
    expect(saved).toMatchObject({ e: 0 });
    expect((await ask('/forms/api/manage/publish', cookie, { id }, host)).e).toBe(0);
    return { id, no };
  };
  return { t, c, studentDept: student.dept_id, north, ask, askForm, makeForm };
}
