import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf, login, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '../../db/site-db';
import { uploadMultipart } from '../../files/test-files';
import { sendMessage } from '@quad/messages-engine/server';
import { signInThroughWecomFake, startWecomNorth } from './messaging-test-kit';
import { corpUserIdsUniqueMigration } from './schema';
import type { TWecomFake } from './wecom-fake';

/** A person's WeCom account (`users.corp_userid`) reaches that person and nobody else. */
let t: TTestApp;
let fake: TWecomFake;
let north: SiteDb;
let admin = '';
const corp = { corpId: 'wwnorth0001', secret: 'north-secret', agentId: '1000002' };

beforeAll(async () => {
  ({ fake, t } = await startWecomNorth(corp, { stopJobs: true }));
  north = new SiteDb(t.platform.database.db, 'north');
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const person = (username: string) => north.selectFrom('users').select(['id', 'corp_userid', 'realname']).where('username', '=', username).executeTakeFirstOrThrow();
const saveUser = async (json: Record<string, unknown>) => {
  const res = (await call(t.app, { url: '/admin/api/users/save', cookie: admin, json })).json();
  expect(res.e, res.m).toBe(0);
  return res.d.uid as string;
};

describe('renaming a person', () => {
  it('keeps their WeCom link, and a newcomer given the old name reaches neither their sign-in nor their phone', async () => {
    const teacher = await person('teacher');
    await saveUser({ uid: teacher.id, username: 'teacher.wang', realname: teacher.realname, type: 'teacher' });
    expect(await person('teacher.wang')).toMatchObject({ id: teacher.id, corp_userid: 'teacher' });

    const newcomer = await saveUser({ username: 'teacher', realname: '新来的老师', type: 'teacher' });
    expect(await person('teacher')).toMatchObject({ id: newcomer, corp_userid: '' });

    fake.member = 'teacher';
    const signedIn = await signInThroughWecomFake(t);
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(signedIn) })).json();
    expect(info.d.base.realname).toBe(teacher.realname);

    await sendMessage(north, { userIds: [newcomer], appKey: 'notice', title: '新老师报到须知', body: '' }, Math.floor(Date.now() / 1000));
    expect(await north.selectFrom('message_pushes').select('corp_userid').where('title', '=', '新老师报到须知').execute()).toEqual([]);
  });

  it('does the same for people imported from a file', async () => {
    const [{ id, username }] = await north.selectFrom('users').select(['id', 'username']).where('type', '=', 'student').where('username', '!=', 'student').orderBy('id').limit(1).execute();
    const renamed = (await north.selectFrom('users').select(['realname', 'number']).where('id', '=', id).executeTakeFirstOrThrow());
    await saveUser({ uid: id, username: `${username}.old`, realname: renamed.realname, number: renamed.number, type: 'student' });
    const csv = `账号,姓名,学工号,身份,院系,班级,手机号,邮箱,初始密码\r\n${username},转来的同学,2030999999,学生,计算机学院,计科2401班,,,`;
    const upload = await uploadMultipart(t.app, { url: '/admin/api/users/import', cookie: admin, name: '名单.csv', data: Buffer.from(csv) });
    const jobId = upload.json().d.job_id as string;
    let job: { status: string } = { status: 'running' };
    for (let i = 0; i < 200 && job.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await call(t.app, { url: `/admin/api/users/import-status?id=${jobId}`, cookie: admin })).json().d;
    }
    expect(job.status).toBe('done');
    expect(await person(`${username}.old`)).toMatchObject({ id, corp_userid: username });
    expect(await person(username)).toMatchObject({ realname: '转来的同学', corp_userid: '' });
  });

  it('links a new person to their username when no one holds that WeCom account', async () => {
    const uid = await saveUser({ username: 'lecturer.li', realname: '李讲师', type: 'teacher' });
    expect(await person('lecturer.li')).toMatchObject({ id: uid, corp_userid: 'lecturer.li' });
  });
});

describe('the database', () => {
  it('holds each WeCom account once per site; other sites and unlinked people are not affected', async () => {
    const student = await person('student');
    const adminRow = await person('admin');
    await expect(north.updateTable('users').set({ corp_userid: 'student' }).where('id', '=', adminRow.id).execute()).rejects.toThrow();
    expect(student.corp_userid).toBe('student');
    const south = new SiteDb(t.platform.database.db, 'south');
    expect((await south.selectFrom('users').select('corp_userid').where('username', '=', 'student').executeTakeFirstOrThrow()).corp_userid).toBe('student');
    await north.updateTable('users').set({ corp_userid: '' }).where('username', 'in', ['admin', 'student']).execute();
    await north.updateTable('users').set({ corp_userid: 'student' }).where('username', '=', 'student').execute();
  });

  it('migrates duplicates by keeping the link of the person who had it first (created, then id) and clearing the others', async () => {
    const db = t.platform.database.db;
    await db.schema.dropIndex('users_corp_userid_unique').execute();
    const ids = (await north.selectFrom('users').select('id').where('type', '=', 'student').orderBy('id').limit(5).execute()).map((r) => r.id);
    // Creation time decides (the third was made first); between two made in the same second, the smaller id.
    const link = (id: string, corpUserId: string, created: number) =>
      north.updateTable('users').set({ corp_userid: corpUserId, created }).where('id', '=', id).execute();
    await link(ids[0], 'shared.account', 2000);
    await link(ids[1], 'shared.account', 2000);
    await link(ids[2], 'shared.account', 1000);
    await link(ids[3], 'second.account', 3000);
    await link(ids[4], 'second.account', 3000);
    await corpUserIdsUniqueMigration.up(db, t.platform.database.dialect);
    const rows = await north.selectFrom('users').select(['id', 'corp_userid']).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r.corp_userid]));
    expect(ids.map((id) => byId.get(id))).toEqual(['', '', 'shared.account', 'second.account', '']);
    await expect(north.updateTable('users').set({ corp_userid: 'shared.account' }).where('id', '=', ids[1]).execute()).rejects.toThrow();
  });
});
