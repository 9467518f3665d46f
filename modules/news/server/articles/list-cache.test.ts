import { describe, expect, it } from 'vitest';
import { call, expectSitesApart, HOSTS, instancePairForFile, withinOneSecond, type TTestApp } from '@quad/server/test/harness';

type TItem = { id: string; title: string; views: number };
type TBody = { e: number; m: string; d: { id?: string; channel: { key: string } | null; list: TItem[]; total: number } };

const t = instancePairForFile(['admin', 'student', 'southAdmin', 'southStudent']);
const { c } = t;

const ask = async (on: TTestApp, url: string, cookie: string, input: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
  (await call(on.app, { url, cookie, host, json: input })).json();
const newsList = (on: TTestApp, cookie: string, host: string = HOSTS.north, channel = 'campus') => ask(on, '/news/wap/default/list', cookie, { channel }, host);
const ids = (body: TBody) => body.d.list.map((n) => n.id);

/** An article published now in `campus`, by the site's administrator. */
async function publishArticle(title: string, cookie = c.admin, host: string = HOSTS.north): Promise<string> {
  const saved = await ask(t.a, '/news/wap/manage/save', cookie, { channel: 'campus', title, body: '<p>正文</p>' }, host);
  expect(saved.e, saved.m).toBe(0);
  expect((await ask(t.a, '/news/wap/manage/publish', cookie, { id: saved.d.id }, host)).e).toBe(0);
  return saved.d.id as string;
}

describe('news lists built once per site and channel, kept on every instance', () => {
  it('a published article reaches the second instance within one second, a withdrawn one leaves it', async () => {
    await newsList(t.b, c.student);
    const before = await newsList(t.b, c.student);
    const id = await publishArticle('运动会开幕');
    await withinOneSecond(async () => ids(await newsList(t.b, c.student))[0] === id);
    expect((await newsList(t.b, c.student)).d.total).toBe(before.d.total + 1);
    expect((await ask(t.a, '/news/wap/manage/withdraw', c.admin, { id })).e).toBe(0);
    await withinOneSecond(async () => !ids(await newsList(t.b, c.student)).includes(id));
  });

  it('counts a reader’s first view in the list at once', async () => {
    const id = await publishArticle('图书馆延长开放');
    const views = async () => (await newsList(t.a, c.student)).d.list.find((n) => n.id === id)?.views;
    expect(await views()).toBe(0);
    expect((await ask(t.a, '/news/wap/default/detail', c.student, { id })).e).toBe(0);
    expect(await views()).toBe(1);
    await withinOneSecond(async () => (await newsList(t.b, c.student)).d.list.find((n) => n.id === id)?.views === 1);
  });

  it('a hidden channel’s list is gone at once, and back when shown', async () => {
    expect((await newsList(t.a, c.student)).d.channel?.key).toBe('campus');
    const hide = (hidden: boolean) => ask(t.a, '/news/wap/manage/channel/save', c.admin, { key: 'campus', name: '校园新闻', hidden });
    expect((await hide(true)).e).toBe(0);
    expect((await newsList(t.a, c.student)).d).toEqual({ channel: null, list: [], total: 0 });
    await withinOneSecond(async () => (await newsList(t.b, c.student)).d.channel === null);
    expect((await hide(false)).e).toBe(0);
    expect((await newsList(t.a, c.student)).d.channel?.key).toBe('campus');
  });

  it('keeps every site to its own lists: the same channel of another site, and other sessions, see nothing', async () => {
    const north = await publishArticle('北辰独有新闻');
    const south = await publishArticle('南溪独有新闻', c.southAdmin, HOSTS.south);
    await expectSitesApart(t, { list: '/news/wap/default/list', listInput: { channel: 'campus' }, detail: '/news/wap/default/detail' }, { cookie: c.student, id: north }, { cookie: c.southStudent, id: south });
  });

  it('pages through the kept list: page 2 continues page 1, with the whole count', async () => {
    for (const n of [1, 2, 3]) await publishArticle(`分页新闻${n}`);
    const page = async (p: number) => ask(t.a, '/news/wap/default/list', c.student, { channel: 'campus', page: p, size: 2 });
    const [first, second] = [await page(1), await page(2)];
    const all = await newsList(t.a, c.student);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    expect(first.d.total).toBe(all.d.total);
  });
});
