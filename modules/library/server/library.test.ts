import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TLoans } from '../contract';
import { addDays, todayOf } from './dates';
import { collectionKind, loansKind, reservationsKind } from './kinds';
import { startLibraryFake, type TLibraryFake } from './renewal/library-fake';
import { LIBRARY_DOWN } from './renewal/rest-library';

type TBody<D = Record<string, unknown>> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

// The fake library listens on 127.0.0.1: the test lets the outbound client reach it.
const t = serverForFile(['student', 'teacher', 'other', 'admin', 'southAdmin', 'southStudent'], { allowPrivateTargets: true });
const ask = <D = Record<string, unknown>>(url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody<D>>(t.app, url, cookie, input, host);
/** A GET call, its input in the query string. */
const read = async <D = Record<string, unknown>>(
  url: string,
  cookie: string,
  query: Record<string, string | number> = {},
  host: string = HOSTS.north,
) =>
  (
    await call(t.app, { url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, cookie, host })
  ).json() as Promise<TBody<D>>;
const loans = (cookie: string, host: string = HOSTS.north) => read<TLoans>('/library/api/loans', cookie, {}, host);
const north = () => new SiteDb(t.platform.database.db, 'north');
const southDb = () => new SiteDb(t.platform.database.db, 'south');
const today = () => todayOf('Asia/Shanghai', Math.floor(Date.now() / 1000));

let fake: TLibraryFake;
beforeAll(async () => {
  fake = await startLibraryFake();
});
afterAll(() => fake.close());

describe('my loans', () => {
  it('lists the demo loans soonest due first: overdue with its days, due soon highlighted, the summary and who may renew', async () => {
    const body = await loans(t.c.student);
    expect(body.e, body.m).toBe(0);
    const list = body.d.list;
    expect(list).toHaveLength(5);
    expect(list.map((l) => l.dueDate)).toEqual([...list.map((l) => l.dueDate)].sort());
    expect(list[0]).toMatchObject({ state: 'overdue', daysLeft: -4, canRenew: false, reason: '已超期的图书不能在线续借，请尽快归还' });
    expect(list[1]).toMatchObject({ state: 'soon', daysLeft: 2, canRenew: true, reason: '' });
    expect(list.find((l) => l.renewCount === 2)).toMatchObject({ canRenew: false, reason: '已续借2次，不能再续借' });
    expect(list.find((l) => l.reason === '这本书不能续借')).toBeTruthy();
    expect(body.d.summary).toEqual({ borrowed: 5, dueSoon: 1, overdue: 1 });
    expect(body.d.renewal).toEqual({ enabled: true, note: '', maxRenewals: 2 });
    expect(body.d.updatedAt).toBeGreaterThan(0);
    expect(body.d.failed).toBe(false);
  });

  it('shows each reader only their own rows, in every list', async () => {
    const mine = (await loans(t.c.student)).d.list.map((l) => l.barcode);
    const others = (await loans(t.c.other)).d.list.map((l) => l.barcode);
    const teacher = (await loans(t.c.teacher)).d.list.map((l) => l.barcode);
    expect(others.length).toBeGreaterThan(0);
    expect(mine.filter((b) => others.includes(b) || teacher.includes(b))).toEqual([]);
    const history = await read<{ list: { barcode: string }[]; total: number }>('/library/api/history', t.c.student, { size: 50 });
    const otherHistory = await read<{ list: { barcode: string }[]; total: number }>('/library/api/history', t.c.other, { size: 50 });
    expect(history.d.total).toBe(24);
    expect(history.d.list.filter((h) => otherHistory.d.list.some((o) => o.barcode === h.barcode))).toEqual([]);
  });

  it('keeps each site to its own library: another site’s session is nobody here, its lists are its own', async () => {
    expect((await loans(t.c.southStudent)).e).toBe(10013);
    expect((await ask('/library/api/renew', t.c.southStudent, { barcode: 'C100001', dueDate: today() })).e).toBe(10013);
    expect((await read('/library/api/settings', t.c.southAdmin)).e).toBe(10013);
    const south = await loans(t.c.southStudent, HOSTS.south);
    expect(south.e).toBe(0);
    // The demo seeds the same usernames on both sites: south's rows are south's own dataset.
    expect(south.d.list.length).toBeGreaterThan(0);
    const southRows = await southDb().selectFrom('library_renewals').select('barcode').execute();
    expect(southRows).toEqual([]);
    // A barcode of north's that south's student does not hold there is not found.
    expect((await ask('/library/api/renew', t.c.southStudent, { barcode: 'NORTH-ONLY', dueDate: today() }, HOSTS.south)).e).toBe(10004);
  });
});

describe('history, collection and reservations', () => {
  it('pages the history by latest return and finds by title', async () => {
    const first = await read<{ list: { title: string; returnDate: string }[]; total: number }>('/library/api/history', t.c.student, {
      page: 1,
      size: 10,
    });
    expect(first.d.list).toHaveLength(10);
    expect(first.d.list.map((h) => h.returnDate)).toEqual([...first.d.list.map((h) => h.returnDate)].sort().reverse());
    const third = await read<{ list: unknown[] }>('/library/api/history', t.c.student, { page: 3, size: 10 });
    expect(third.d.list).toHaveLength(4);
    const title = first.d.list[0]!.title;
    const found = await read<{ list: { title: string }[] }>('/library/api/history', t.c.student, { q: title.slice(0, 2) });
    expect(found.d.list.length).toBeGreaterThan(0);
    expect(found.d.list.every((h) => h.title.includes(title.slice(0, 2)))).toBe(true);
    expect((await read<{ total: number }>('/library/api/history', t.c.student, { q: '没有这本书' })).d.total).toBe(0);
  });

  it('shows the collection latest first and the reservations ready to collect first, with their deadline', async () => {
    const collection = await read<{ list: { savedAt: string; shelfStatus: string }[] }>('/library/api/collection', t.c.teacher);
    expect(collection.d.list.length).toBeGreaterThanOrEqual(3);
    expect(collection.d.list.map((c) => c.savedAt)).toEqual([...collection.d.list.map((c) => c.savedAt)].sort().reverse());
    const orders = await read<{ list: { status: string; pickupDeadline: string }[] }>('/library/api/reservations', t.c.teacher);
    expect(orders.d.list[0]).toMatchObject({ status: '到馆待取', pickupDeadline: addDays(today(), 3) });
    expect(orders.d.list.map((o) => o.status)).toEqual(['到馆待取', '等待中', '已过期']);
  });
});

describe('renewal through the demo library', () => {
  it('renews a loan, shows the new due date at once, and a double tap renews once', async () => {
    const soon = (await loans(t.c.teacher)).d.list.find((l) => l.state === 'soon')!;
    const input = { barcode: soon.barcode, dueDate: soon.dueDate };
    const [a, b] = await Promise.all([ask('/library/api/renew', t.c.teacher, input), ask('/library/api/renew', t.c.teacher, input)]);
    expect(a.e, a.m).toBe(0);
    expect(b.e, b.m).toBe(0);
    expect(b.d).toEqual(a.d);
    expect(a.d).toMatchObject({ dueDate: addDays(soon.dueDate, 30), renewCount: 1 });
    const after = (await loans(t.c.teacher)).d.list.find((l) => l.barcode === soon.barcode)!;
    expect(after).toMatchObject({ dueDate: addDays(soon.dueDate, 30), renewCount: 1, state: 'ok' });
    // Tapped again later from the old page: the same renewal, not a second one.
    expect((await ask('/library/api/renew', t.c.teacher, input)).d).toEqual(a.d);
    const rows = await north().selectFrom('library_renewals').selectAll().where('barcode', '=', soon.barcode).execute();
    expect(rows).toHaveLength(1);
  });

  it('stops applying a renewal once the library’s load carries it, and refuses what the rules forbid', async () => {
    const before = (await loans(t.c.teacher)).d.list;
    const renewed = before.find((l) => l.renewCount === 1)!;
    // The library's next load shows the renewal itself: the due date is not moved again.
    const rows = await north().selectFrom('library_renewals').select('barcode').execute();
    expect(rows.length).toBeGreaterThan(0);
    const rowsOf = (reader: string, list: TLoans['list']) =>
      list.map((l) => ({
        reader,
        barcode: l.barcode,
        title: l.title,
        borrowDate: l.borrowDate,
        dueDate: l.dueDate,
        renewCount: l.renewCount,
        renewable: l.reason === '这本书不能续借' ? '否' : '是',
      }));
    const everyone = [
      ...rowsOf('teacher', before),
      ...rowsOf('student', (await loans(t.c.student)).d.list),
      ...rowsOf('2024010002', (await loans(t.c.other)).d.list),
    ];
    const current = await loadDatasetRows(north(), loansKind, everyone, { source: 'api', by: 'u_test' });
    expect(current.ok).toBe(true);
    expect((await loans(t.c.teacher)).d.list.find((l) => l.barcode === renewed.barcode)).toMatchObject({
      dueDate: renewed.dueDate,
      renewCount: 1,
    });
    const overdue = before.find((l) => l.state === 'overdue')!;
    expect(await ask('/library/api/renew', t.c.teacher, { barcode: overdue.barcode, dueDate: overdue.dueDate })).toMatchObject({
      e: 1,
      m: '已超期的图书不能在线续借，请尽快归还',
    });
    expect(await ask('/library/api/renew', t.c.teacher, { barcode: renewed.barcode, dueDate: '2000-01-01' })).toMatchObject({
      e: 1,
      m: '应还日期已变化，请刷新后再试',
    });
    // Someone else's copy is not mine to renew.
    const theirs = (await loans(t.c.other)).d.list[0]!;
    expect((await ask('/library/api/renew', t.c.teacher, { barcode: theirs.barcode, dueDate: theirs.dueDate })).e).toBe(10004);
  });

  it('refuses bad input in Chinese', async () => {
    const bad = await ask('/library/api/renew', t.c.student, { barcode: '', dueDate: '明天' });
    expect(bad.e).toBe(10022);
    expect(bad.d.errors).toMatchObject({ barcode: '请填写条码号', dueDate: '应还日期格式不正确' });
    const page = await read('/library/api/history', t.c.student, { size: 999 });
    expect(page.e).toBe(10022);
    expect(page.d.errors?.size).toBe('每页条数不能大于50');
    const settings = await ask('/library/api/settings/save', t.c.admin, {
      baseUrl: 'ftp://x',
      token: 't',
      renewEnabled: true,
      maxRenewals: 0,
    });
    expect(settings.e).toBe(10022);
    expect(settings.d.errors?.maxRenewals).toBe('最多续借次数不能小于1');
  });
});

describe('the library interface (REST) and its settings', () => {
  it('keeps the settings to administrators and reads the token back masked', async () => {
    expect((await read('/library/api/settings', t.c.student)).e).toBe(10003);
    expect((await ask('/library/api/settings/save', t.c.student, { baseUrl: '', token: '', renewEnabled: true, maxRenewals: 3 })).e).toBe(
      10003,
    );
    expect(
      (await ask('/library/api/settings/save', t.c.admin, { baseUrl: 'ftp://library', token: 'x', renewEnabled: true, maxRenewals: 2 })).d
        .errors?.baseUrl,
    ).toBe('接口地址必须以 http:// 或 https:// 开头');
    expect(
      (await ask('/library/api/settings/save', t.c.admin, { baseUrl: fake.baseUrl, token: '', renewEnabled: true, maxRenewals: 2 })).d
        .errors?.token,
    ).toBe('请填写令牌');
    expect(
      (await ask('/library/api/settings/save', t.c.admin, { baseUrl: fake.baseUrl, token: fake.token, renewEnabled: true, maxRenewals: 2 }))
        .e,
    ).toBe(0);
    const settings = await read('/library/api/settings', t.c.admin);
    expect(settings.d).toEqual({ baseUrl: fake.baseUrl, token: '******', renewEnabled: true, maxRenewals: 2, demo: true });
    // The mask keeps the stored token toward the same address; another address needs it typed again.
    expect(
      (
        await ask('/library/api/settings/save', t.c.admin, {
          baseUrl: `${fake.baseUrl}/`,
          token: '******',
          renewEnabled: true,
          maxRenewals: 2,
        })
      ).e,
    ).toBe(0);
    expect(
      (
        await ask('/library/api/settings/save', t.c.admin, {
          baseUrl: 'https://elsewhere.example.com/lib',
          token: '******',
          renewEnabled: true,
          maxRenewals: 2,
        })
      ).d.errors?.token,
    ).toBe('接口地址已更改，请重新填写令牌');
    expect((await north().selectFrom('library_settings').select('token').executeTakeFirstOrThrow()).token).toBe(fake.token);
    // South's settings are south's: still the demo library.
    expect((await read('/library/api/settings', t.c.southAdmin, {}, HOSTS.south)).d).toMatchObject({ baseUrl: '', token: '' });
  });

  it('renews through the library with its token; a refusal, a library that is down or talking garbage say so and leave the loan renewable', async () => {
    const soon = (await loans(t.c.student)).d.list.find((l) => l.state === 'soon')!;
    const input = { barcode: soon.barcode, dueDate: soon.dueDate };
    for (const [mode, message] of [
      ['refuse', '该书已被他人预约，不能续借'],
      ['down', LIBRARY_DOWN],
      ['garbage', LIBRARY_DOWN],
      ['bad-token', '图书馆接口令牌无效，请联系管理员'],
    ] as const) {
      fake.mode = mode;
      expect(await ask('/library/api/renew', t.c.student, input), mode).toMatchObject({ e: 1, m: message });
    }
    expect((await loans(t.c.student)).d.list.find((l) => l.barcode === soon.barcode)).toMatchObject({
      dueDate: soon.dueDate,
      renewCount: 0,
      canRenew: true,
    });
    fake.mode = 'ok';
    const renewed = await ask<{ dueDate: string; message: string }>('/library/api/renew', t.c.student, input);
    expect(renewed.e, renewed.m).toBe(0);
    expect(renewed.d.message).toContain('续借成功');
    expect(fake.requests.at(-1)).toMatchObject({ reader: 'student', barcode: soon.barcode, authorized: true });
    expect((await loans(t.c.student)).d.list.find((l) => l.barcode === soon.barcode)).toMatchObject({
      dueDate: renewed.d.dueDate,
      renewCount: 1,
    });
  });

  it('offers no renewal where it is off, and says why', async () => {
    expect(
      (
        await ask(
          '/library/api/settings/save',
          t.c.southAdmin,
          { baseUrl: '', token: '', renewEnabled: false, maxRenewals: 2 },
          HOSTS.south,
        )
      ).e,
    ).toBe(0);
    const south = await loans(t.c.southStudent, HOSTS.south);
    expect(south.d.renewal).toEqual({ enabled: false, note: '图书馆暂未开放在线续借，请到借还台办理', maxRenewals: 2 });
    expect(south.d.list.every((l) => !l.canRenew)).toBe(true);
    const loan = south.d.list.find((l) => l.state === 'soon')!;
    expect(await ask('/library/api/renew', t.c.southStudent, { barcode: loan.barcode, dueDate: loan.dueDate }, HOSTS.south)).toMatchObject({
      e: 1,
      m: '图书馆暂未开放在线续借，请到借还台办理',
    });
  });
});

describe('rows loaded for someone else', () => {
  it('never reach me, whatever the list', async () => {
    const by = 'u_test';
    const reader = (username: string, title: string) => ({
      reader: username,
      title,
      callNumber: `X/${title}`,
      reservedDate: today(),
      status: '等待中',
    });
    expect(
      (
        await loadDatasetRows(north(), reservationsKind, [reader('student', '我的预约书'), reader('2024010002', '别人的预约书')], {
          source: 'api',
          by,
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await loadDatasetRows(north(), collectionKind, [{ reader: '2024010002', title: '别人的收藏', callNumber: 'Y/1' }], {
          source: 'api',
          by,
        })
      ).ok,
    ).toBe(true);
    const orders = await read<{ list: { title: string }[] }>('/library/api/reservations', t.c.student);
    expect(orders.d.list.map((o) => o.title)).toEqual(['我的预约书']);
    expect((await read<{ list: unknown[] }>('/library/api/collection', t.c.student)).d.list).toEqual([]);
    expect((await read<{ list: { title: string }[] }>('/library/api/collection', t.c.other)).d.list.map((c) => c.title)).toEqual([
      '别人的收藏',
    ]);
    // South's lists were never touched by north's loads and renewals.
    expect(
      (await read<{ list: { title: string }[] }>('/library/api/reservations', t.c.southStudent, {}, HOSTS.south)).d.list.map(
        (r) => r.title,
      ),
    ).not.toContain('我的预约书');
    const southLoans = (await loans(t.c.southStudent, HOSTS.south)).d.list;
    // The demo's counts (0, or 2 for the one renewed to the limit): none of north's renewals applied.
    expect(southLoans.every((l) => l.renewCount === 0 || l.renewCount === 2)).toBe(true);
  });
});
