import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { sendMessage } from '@quad/messages-engine/server';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
let north: SiteDb;
let student = '';
/**
 * The person whose inbox the tests fill: a generated demo student, whose inbox the demo leaves empty
 * (the demo reader already has messages, as the host of the demo's visits).
 */
const READER = '2024010003';
let reader = '';
let southStudent = '';

const userId = async (siteDb: SiteDb, username: string) =>
  (await siteDb.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** 2026-03-02 at hh:mm in Asia/Shanghai (the demo sites' time zone), as unix seconds. */
const shanghai = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00+08:00`) / 1000;

beforeAll(async () => {
  t = await createTestApp();
  north = new SiteDb(t.platform.database.db, 'north');
  student = await login(t.app, 'student', 'student123');
  reader = await login(t.app, READER, 'student123');
  southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const get = async (url: string, cookie: string, form?: Record<string, string>, host: string = HOSTS.north) =>
  (await call(t.app, { url, cookie, form, host })).json();

describe('inbox', () => {
  it('delivers, counts, lists unread first and marks read one by one or all at once', async () => {
    const id = await userId(north, READER);
    await sendMessage(north, { userIds: [id], appKey: 'approval', title: '审批通过', body: '您的请假已通过' });
    await sendMessage(north, { userIds: [id, id], appKey: 'repair', title: '报修已受理', body: '维修人员将联系您', link: 'repair/index' });
    expect((await get('/message/wap/default/unread-count', reader)).d).toEqual({ count: 2 });

    const list = await get('/message/wap/default/list', reader);
    expect(list.d.total).toBe(2);
    expect(list.d.list.map((m: { title: string }) => m.title).sort()).toEqual(['审批通过', '报修已受理']);
    const first = list.d.list.find((m: { title: string }) => m.title === '报修已受理');
    expect(first).toMatchObject({ appKey: 'repair', link: 'repair/index', read: false });

    const opened = await get('/message/wap/default/detail', reader, { id: first.id });
    expect(opened.d).toMatchObject({ title: '报修已受理', body: '维修人员将联系您', read: true });
    expect((await get('/message/wap/default/unread-count', reader)).d.count).toBe(1);
    const unreadFirst = await get('/message/wap/default/list', reader, { unreadFirst: '1' });
    expect(unreadFirst.d.list[0].title).toBe('审批通过');

    expect((await get('/message/wap/default/read-all', reader, {})).d).toEqual({ count: 1 });
    expect((await get('/message/wap/default/unread-count', reader)).d.count).toBe(0);
    // The student received none of them (their inbox holds only the demo's own messages).
    const theirs = (await get('/message/wap/default/list', student)).d.list.map((m: { title: string }) => m.title);
    expect(theirs).not.toContain('审批通过');
    expect(theirs).not.toContain('报修已受理');
  });

  it('stores titles and bodies as inert text', async () => {
    const id = await userId(north, 'student');
    await sendMessage(north, { userIds: [id], appKey: 'notice', title: '<img src=x onerror=alert(1)>提醒', body: '<script>alert(1)</script>请<b>按时</b>到校' });
    const list = await get('/message/wap/default/list', student);
    expect(list.d.list[0]).toMatchObject({ title: '提醒', body: '请按时到校' });
  });
});

describe('do-not-disturb', () => {
  it('holds a message sent during quiet hours until they end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(shanghai('23:30') * 1000);
    const id = await userId(north, 'student');
    const before = (await get('/message/wap/default/unread-count', student)).d.count;
    const saved = await call(t.app, { url: '/message/wap/interruption/save', cookie: student, json: { enabled: true, start: '22:00', end: '07:00', muted: [] } });
    expect(saved.json().e).toBe(0);
    expect((await get('/message/wap/interruption/get', student)).d).toMatchObject({ enabled: true, start: '22:00', end: '07:00', muted: [] });

    await sendMessage(north, { userIds: [id], appKey: 'approval', title: '夜间审批', body: '明早处理' });
    expect((await get('/message/wap/default/unread-count', student)).d.count).toBe(before);
    expect((await get('/message/wap/default/list', student)).d.list.map((m: { title: string }) => m.title)).not.toContain('夜间审批');

    vi.setSystemTime(shanghai('06:59') * 1000 + 86_400_000);
    expect((await get('/message/wap/default/unread-count', student)).d.count).toBe(before);
    vi.setSystemTime(shanghai('07:00') * 1000 + 86_400_000);
    expect((await get('/message/wap/default/unread-count', student)).d.count).toBe(before + 1);
    const list = await get('/message/wap/default/list', student);
    expect(list.d.list[0]).toMatchObject({ title: '夜间审批', read: false, created: shanghai('07:00') + 86_400 });

    // Outside quiet hours nothing is held.
    await sendMessage(north, { userIds: [id], appKey: 'approval', title: '白天审批', body: '' });
    expect((await get('/message/wap/default/unread-count', student)).d.count).toBe(before + 2);
    await call(t.app, { url: '/message/wap/interruption/save', cookie: student, json: { enabled: false, start: '22:00', end: '07:00' } });
  });

  it('stores a muted app’s messages as already read, and offers the apps that wrote', async () => {
    const id = await userId(north, READER);
    await call(t.app, { url: '/message/wap/interruption/save', cookie: reader, form: { enabled: '0', start: '22:00', end: '07:00', muted: 'repair' } });
    await sendMessage(north, { userIds: [id], appKey: 'repair', title: '报修回访', body: '' });
    expect((await get('/message/wap/default/unread-count', reader)).d.count).toBe(0);
    const list = await get('/message/wap/default/list', reader);
    expect(list.d.list[0]).toMatchObject({ title: '报修回访', read: true });
    const dnd = await get('/message/wap/interruption/get', reader);
    expect(dnd.d).toMatchObject({ enabled: false, muted: ['repair'] });
    expect(dnd.d.apps).toEqual(expect.arrayContaining(['approval', 'repair']));
  });
});

describe('site isolation and bad input', () => {
  it('another site sees nothing of this site’s inbox, by session or by id', async () => {
    const id = (await get('/message/wap/default/list', student)).d.list[0].id;
    // South's student has the demo's messages of south only.
    const southList = (await get('/message/wap/default/list', southStudent, { size: '50' }, HOSTS.south)).d.list as { id: string }[];
    expect(southList.map((m) => m.id)).not.toContain(id);
    expect((await get('/message/wap/default/detail', southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await get('/message/wap/default/read', southStudent, { id }, HOSTS.south)).e).toBe(10004);
    // North's cookie is nobody on south.
    expect((await get('/message/wap/default/list', student, undefined, HOSTS.south)).e).toBe(10013);
    // Nor may another person of the same site open it.
    expect((await get('/message/wap/default/detail', reader, { id })).e).toBe(10004);
  });

  it('answers every call with a Chinese message naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/message/wap/default/list', { page: 'x' }, '页码必须是整数'],
      ['/message/wap/default/list', { size: '500' }, '每页条数不能大于50'],
      ['/message/wap/default/list', { unreadFirst: 'maybe' }, '未读优先格式不正确'],
      ['/message/wap/default/detail', {}, '请填写消息编号'],
      ['/message/wap/default/read', { id: '<b>' }, '消息编号格式不正确'],
      ['/message/wap/interruption/save', { enabled: '1', start: '25:00', end: '07:00' }, '开始时间格式应为 时:分，如 22:00'],
      ['/message/wap/interruption/save', { enabled: '1', start: '22:00' }, '请填写结束时间'],
      ['/message/wap/interruption/save', { enabled: '1', start: '22:00', end: '07:00', muted: '<x>' }, '免打扰应用：应用标识格式不正确'],
    ];
    for (const [url, form, message] of cases) {
      const body = await get(url, student, form);
      expect({ url, e: body.e, m: body.m }).toEqual({ url, e: 10022, m: message });
    }
    for (const url of ['/message/wap/default/list', '/message/wap/default/unread-count', '/message/wap/default/read-all', '/message/wap/interruption/get']) {
      expect((await get(url, '', {})).e).toBe(10013);
    }
  });
});

describe('paging', () => {
  it('answers the next messages on page 2 with the whole count, and nothing to another site', async () => {
    const id = await userId(north, READER);
    const before = (await get('/message/wap/default/list', reader)).d.total as number;
    for (let n = 1; n <= 55; n++) await sendMessage(north, { userIds: [id], appKey: 'approval', title: `第${n}条审批`, body: '' });
    const titles = (body: { d: { list: { title: string }[] } }) => body.d.list.map((m) => m.title);
    const page1 = await get('/message/wap/default/list', reader, { page: '1', size: '50' });
    const page2 = await get('/message/wap/default/list', reader, { page: '2', size: '50' });
    expect(page1.d.total).toBe(before + 55);
    expect(page2.d.total).toBe(before + 55);
    expect(titles(page1)).toHaveLength(50);
    expect(titles(page2)).toHaveLength(before + 5);
    const ids = (body: { d: { list: { id: string }[] } }) => body.d.list.map((m) => m.id);
    expect(ids(page2).filter((m) => ids(page1).includes(m))).toEqual([]);
    expect([...titles(page1), ...titles(page2)]).toEqual(expect.arrayContaining(Array.from({ length: 55 }, (_, i) => `第${i + 1}条审批`)));
    const south = await get('/message/wap/default/list', southStudent, { page: '1', size: '50' }, HOSTS.south);
    expect(south.e).toBe(0);
    expect(titles(south).filter((title) => title.endsWith('条审批'))).toEqual([]);
  });
});
