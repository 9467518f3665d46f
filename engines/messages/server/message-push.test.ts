import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { sendMessage } from './messages';
import { PUSH_OPTIONS } from './message-push-worker';
import { startWecomNorth } from '@quad/platform/server/providers/messaging/messaging-test-kit';
import type { TWecomFake } from '@quad/platform/server/providers/messaging/wecom-fake';

let t: TTestApp;
let fake: TWecomFake;
let north: SiteDb;
let south: SiteDb;
const corp = { corpId: 'wwnorth0001', secret: 'north-secret', agentId: '1000002' };

/** 2026-03-02 at hh:mm in Asia/Shanghai (the demo sites' time zone), as unix seconds. */
const shanghai = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00+08:00`) / 1000;
const userId = async (siteDb: SiteDb, username: string) =>
  (await siteDb.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const pushesOf = (siteDb: SiteDb, title: string) => siteDb.selectFrom('message_pushes').selectAll().where('title', '=', title).execute();
const round = (seconds: number) => t.app.jobs.run('message.push', seconds);
const pushJobs = () => t.platform.database.db.selectFrom('due_work').select(['site_id', 'due_at']).where('kind', '=', 'message.push').execute();

beforeAll(async () => {
  // Rounds are run by hand with a chosen clock.
  ({ fake, t } = await startWecomNorth(corp, { stopJobs: true }));
  north = new SiteDb(t.platform.database.db, 'north');
  south = new SiteDb(t.platform.database.db, 'south');
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('inbox messages pushed to the messaging app', () => {
  it('sends a card to each linked person that opens the message’s page, and none to people without a WeCom id', async () => {
    const student = await userId(north, 'student');
    const teacher = await userId(north, 'teacher');
    await north.updateTable('users').set({ corp_userid: '' }).where('id', '=', teacher).execute();
    const at = shanghai('10:00');
    await sendMessage(north, { userIds: [student, teacher], appKey: 'ncov', title: '请完成今日健康上报', body: '每日上报14:00截止', link: 'ncov/index' }, at);

    expect(await pushesOf(north, '请完成今日健康上报')).toHaveLength(1);
    // The message's write woke its site's push job; sites with nothing to push have none.
    expect(await pushJobs()).toEqual([{ site_id: 'north', due_at: at }]);
    await round(at);
    const card = fake.sent.find((m) => m.textcard.title === '请完成今日健康上报');
    expect(card).toMatchObject({ touser: 'student', msgtype: 'textcard', agentid: 1000002 });
    expect(card?.textcard.description).toBe('每日上报14:00截止');
    expect(card?.textcard.url).toBe(`http://localhost:${t.platform.config.port}/site/ncov/index`);
    expect((await pushesOf(north, '请完成今日健康上报'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    // The teacher still has it in the portal inbox.
    expect(await north.selectFrom('messages').select('id').where('user_id', '=', teacher).where('title', '=', '请完成今日健康上报').execute()).toHaveLength(1);

    // A later round sends nothing twice: with nothing left to push, the site has no job.
    expect(await pushJobs()).toEqual([]);
    const sent = fake.counts.message_send;
    await round(at + 60);
    expect(fake.counts.message_send).toBe(sent);
  });

  it('opens the inbox from a card whose message has no page of its own', async () => {
    const at = shanghai('10:05');
    await sendMessage(north, { userIds: [await userId(north, 'admin')], appKey: 'notice', title: '系统通知', body: '' }, at);
    await round(at);
    const card = fake.sent.find((m) => m.textcard.title === '系统通知');
    expect(card?.textcard.url).toMatch(/\/site\/message\/index$/);
    // WeCom refuses a card without a description: the title stands in.
    expect(card?.textcard.description).toBe('系统通知');
  });

  it('retries a push the app refused with growing delays and delivers it on the third try', async () => {
    const at = shanghai('11:00');
    fake.failSends = 2;
    await sendMessage(north, { userIds: [await userId(north, 'student')], appKey: 'repair', title: '报修已受理', body: '维修人员将联系您' }, at);
    await round(at);
    let [push] = await pushesOf(north, '报修已受理');
    expect(push).toMatchObject({ status: 'pending', attempts: 1 });
    expect(push!.last_error).not.toBe('');
    // Not before its delay is over.
    await round(at + 1);
    expect((await pushesOf(north, '报修已受理'))[0]!.attempts).toBe(1);
    await round(at + PUSH_OPTIONS.retryBaseMs / 1000);
    expect((await pushesOf(north, '报修已受理'))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await round(at + (3 * PUSH_OPTIONS.retryBaseMs) / 1000);
    [push] = await pushesOf(north, '报修已受理');
    expect(push).toMatchObject({ status: 'sent', attempts: 3, last_error: '' });
    expect(fake.sent.filter((m) => m.textcard.title === '报修已受理')).toHaveLength(1);
  });

  it('holds a push during quiet hours and never pushes a muted app', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    const saved = await call(t.app, { url: '/message/wap/interruption/save', cookie, json: { enabled: true, start: '22:00', end: '07:00', muted: ['lottery'] } });
    expect(saved.json().e).toBe(0);
    const student = await userId(north, 'student');
    const night = shanghai('23:30');
    await sendMessage(north, { userIds: [student], appKey: 'notice', title: '夜间通知', body: '明早再看' }, night);
    await sendMessage(north, { userIds: [student], appKey: 'lottery', title: '抽奖结果', body: '未中奖' }, night);
    expect(await pushesOf(north, '抽奖结果')).toHaveLength(0);

    await round(night + 60);
    expect(fake.sent.some((m) => m.textcard.title === '夜间通知')).toBe(false);
    expect(await pushJobs()).toEqual([{ site_id: 'north', due_at: Date.parse('2026-03-03T07:00:00+08:00') / 1000 }]);
    await round(Date.parse('2026-03-03T07:00:00+08:00') / 1000);
    expect(fake.sent.some((m) => m.textcard.title === '夜间通知')).toBe(true);
  });

  it('queues nothing on a site without WeCom, and one site’s pushes never reach another’s app', async () => {
    const at = shanghai('12:00');
    await sendMessage(south, { userIds: [await userId(south, 'student')], appKey: 'notice', title: '南溪通知', body: '' }, at);
    expect(await pushesOf(south, '南溪通知')).toHaveLength(0);
    await round(at);
    expect(fake.sent.some((m) => m.textcard.title === '南溪通知')).toBe(false);
    // North's rows are invisible through south's handle.
    expect(await south.selectFrom('message_pushes').select('id').execute()).toHaveLength(0);
    expect((await north.selectFrom('message_pushes').select('id').execute()).length).toBeGreaterThan(0);
  });
});

describe('two instances over one database', () => {
  it('push each card once', async () => {
    // A second server on the same database, as a second instance would be, with its poll stopped too.
    const other = await createTestApp({ dataDir: t.platform.config.dataDir, databaseUrl: t.platform.config.databaseUrl, wecom: fake.config });
    await other.app.jobs.stop();
    const at = shanghai('13:00');
    const people = await north.selectFrom('users').select('id').where('corp_userid', '!=', '').where('status', '=', 'active').execute();
    await sendMessage(north, { userIds: people.map((p) => p.id), appKey: 'notice', title: '全校停电', body: '' }, at);
    const queued = (await pushesOf(north, '全校停电')).length;
    expect(queued).toBeGreaterThan(1);
    // More than a batch: the job runs again on the next rounds for the rest, on whichever instance takes it.
    for (let i = 0; i < Math.ceil(queued / 20) + 1; i++) await Promise.all([round(at + i), other.app.jobs.run('message.push', at + i)]);
    await other.close();
    expect(await pushJobs()).toEqual([]);
    expect(fake.sent.filter((m) => m.textcard.title === '全校停电')).toHaveLength(queued);
    expect(new Set(fake.sent.filter((m) => m.textcard.title === '全校停电').map((m) => m.touser)).size).toBe(queued);
  });
});

describe('the push log in the console', () => {
  it('shows a given-up push with its reason to the administrator, who sends it again once WeCom answers', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const at = shanghai('15:00');
    fake.failSends = PUSH_OPTIONS.maxAttempts;
    await sendMessage(north, { userIds: [await userId(north, 'student')], appKey: 'notice', title: '停水通知', body: '明日停水' }, at);
    for (let i = 0; i < PUSH_OPTIONS.maxAttempts; i++) await round(at + (2 ** i * PUSH_OPTIONS.retryBaseMs) / 1000);

    const failed = (await call(t.app, { url: '/admin/api/pushes?status=failed', cookie: admin })).json();
    expect(failed.e).toBe(0);
    const push = failed.d.list.find((p: { title: string }) => p.title === '停水通知');
    expect(push).toMatchObject({ status: 'failed', attempts: PUSH_OPTIONS.maxAttempts, corp_userid: 'student' });
    expect(push.realname).not.toBe('');
    expect(push.last_error).not.toBe('');
    expect(fake.sent.some((m) => m.textcard.title === '停水通知')).toBe(false);

    const retried = (await call(t.app, { url: '/admin/api/pushes/retry', cookie: admin, json: { id: push.id } })).json();
    expect(retried).toMatchObject({ e: 0, d: { requeued: 1 } });
    await round(at + 86_400);
    expect(fake.sent.filter((m) => m.textcard.title === '停水通知')).toHaveLength(1);
    const after = (await call(t.app, { url: '/admin/api/pushes', cookie: admin })).json();
    expect(after.d.list.find((p: { id: string }) => p.id === push.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: '' });
    // Only a given-up push goes back in line.
    expect((await call(t.app, { url: '/admin/api/pushes/retry', cookie: admin, json: { id: push.id } })).json().e).toBe(10004);
  });

  it('is for administrators of this site only', async () => {
    const student = await login(t.app, 'student', 'student123');
    expect((await call(t.app, { url: '/admin/api/pushes', cookie: student })).json().e).toBe(10003);
    const [anyPush] = await north.selectFrom('message_pushes').select('id').execute();
    const southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
    const list = (await call(t.app, { url: '/admin/api/pushes', host: HOSTS.south, cookie: southAdmin })).json();
    expect(list).toMatchObject({ e: 0, d: { list: [], total: 0 } });
    await north.updateTable('message_pushes').set({ status: 'failed' }).where('id', '=', anyPush!.id).execute();
    const foreign = (await call(t.app, { url: '/admin/api/pushes/retry', host: HOSTS.south, cookie: southAdmin, json: { id: anyPush!.id } })).json();
    expect(foreign.e).toBe(10004);
    expect((await north.selectFrom('message_pushes').select('status').where('id', '=', anyPush!.id).executeTakeFirstOrThrow()).status).toBe('failed');
    // North's own cookie does not work on south either.
    const northAdmin = await login(t.app, 'admin', 'admin123');
    expect((await call(t.app, { url: '/admin/api/pushes', host: HOSTS.south, cookie: northAdmin })).json().e).toBe(10013);
  });

  it('refuses a malformed filter or id with a clear message', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const bad = (await call(t.app, { url: '/admin/api/pushes?status=lost', cookie: admin })).json();
    expect(bad.e).not.toBe(0);
    expect(bad.m).toContain('状态不正确');
    const badId = (await call(t.app, { url: '/admin/api/pushes/retry', cookie: admin, json: { id: '../x' } })).json();
    expect(badId.e).not.toBe(0);
    expect(badId.m).toContain('推送编号格式不正确');
  });
});
