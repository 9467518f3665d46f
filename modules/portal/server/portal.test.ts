import { describe, expect, it } from 'vitest';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';

const t = serverForFile(['student']);
const { c } = t;

const send = async (url: string, cookie: string, body?: unknown, host: string = HOSTS.north) =>
  (await call(t.app, { url, cookie, host, json: body })).json();
const searches = async (cookie = c.student, host: string = HOSTS.north) =>
  ((await send('/appsetting/wap/search/list', cookie, undefined, host)).d.list as { id: string; keyword: string }[]).map((s) => s.keyword);
const favourites = async (cookie = c.student, host: string = HOSTS.north) =>
  (await send('/appsetting/wap/favourite/list', cookie, undefined, host)).d.list as string[];

describe('search history', () => {
  it('keeps the latest search first, once per word, and the twenty latest only', async () => {
    for (const keyword of ['成绩', '校车', '成绩']) expect((await send('/appsetting/wap/search/add', c.student, { keyword })).e).toBe(0);
    expect(await searches()).toEqual(['成绩', '校车']);
    for (let i = 0; i < 25; i++) await send('/appsetting/wap/search/add', c.student, { keyword: `词${i}` });
    const kept = await searches();
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe('词24');
    expect(kept).not.toContain('成绩');
  });

  it("answers under every school home module's path, as the original pages call it", async () => {
    expect((await send('/xidianapp/wap/search/add', c.student, { keyword: '图书馆' })).e).toBe(0);
    expect((await send('/hnuapp/wap/search/list', c.student)).d.list[0].keyword).toBe('图书馆');
  });

  it('deletes one entry, or all of them', async () => {
    const [first] = (await send('/appsetting/wap/search/list', c.student)).d.list as { id: string; keyword: string }[];
    expect((await send('/appsetting/wap/search/del', c.student, { id: first.id })).e).toBe(0);
    expect(await searches()).not.toContain(first.keyword);
    expect((await send('/appsetting/wap/search/del', c.student, {})).e).toBe(0);
    expect(await searches()).toEqual([]);
  });

  it('refuses an empty or overlong search word with a message', async () => {
    expect(await send('/appsetting/wap/search/add', c.student, { keyword: '  ' })).toMatchObject({ e: 10022, m: expect.stringContaining('搜索词') });
    expect((await send('/appsetting/wap/search/add', c.student, { keyword: '长'.repeat(51) })).e).toBe(10022);
  });
});

describe('favourite apps', () => {
  it('adds in order, ignores a repeat, reorders, and removes', async () => {
    for (const app of ['notice', 'forms', 'message', 'notice']) expect((await send('/appsetting/wap/favourite/add', c.student, { app })).e).toBe(0);
    expect(await favourites()).toEqual(['notice', 'forms', 'message']);
    expect((await send('/appsetting/wap/favourite/sort', c.student, { apps: ['message', 'notice', 'forms'] })).e).toBe(0);
    expect(await favourites()).toEqual(['message', 'notice', 'forms']);
    expect((await send('/appsetting/wap/favourite/remove', c.student, { app: 'notice' })).e).toBe(0);
    expect(await favourites()).toEqual(['message', 'forms']);
  });

  it('never drops a favourite because a stale page sent an old order', async () => {
    const answer = await send('/appsetting/wap/favourite/sort', c.student, { apps: ['forms'] });
    expect(answer).toMatchObject({ e: 10009, m: '收藏已在别处变化，请刷新后再排序' });
    expect(await favourites()).toEqual(['message', 'forms']);
  });

  it('says when the limit is reached', async () => {
    const teacher = await login(t.app, 'teacher', 'teacher123');
    for (let i = 0; i < 30; i++) await send('/appsetting/wap/favourite/add', teacher, { app: `app${i}` });
    expect(await send('/appsetting/wap/favourite/add', teacher, { app: 'one-more' })).toMatchObject({ e: 1, m: '最多收藏30个应用' });
  });

  it('needs a session', async () => {
    expect((await send('/appsetting/wap/favourite/list', '')).e).toBe(10013);
    expect((await send('/appsetting/wap/search/list', '')).e).toBe(10013);
  });
});

describe('site isolation', () => {
  it("shows another site's person nothing of this one's history and favourites, and a north session is nobody on south", async () => {
    const southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
    expect(await favourites(southStudent, HOSTS.south)).toEqual([]);
    await send('/appsetting/wap/search/add', c.student, { keyword: '北校区' });
    expect(await searches(southStudent, HOSTS.south)).toEqual([]);
    const [north] = (await send('/appsetting/wap/search/list', c.student)).d.list as { id: string }[];
    expect((await send('/appsetting/wap/search/del', southStudent, { id: north.id }, HOSTS.south)).e).toBe(0);
    expect(await searches()).toContain('北校区');
    expect((await send('/appsetting/wap/favourite/list', c.student, undefined, HOSTS.south)).e).toBe(10013);
  });
});

describe('finding apps in the square', () => {
  const found = async (keyword: string) => {
    const answer = (await call(t.app, { url: `/appsetting/wap/search/apps?keyword=${encodeURIComponent(keyword)}` })).json();
    expect(answer.e).toBe(0);
    return answer.d.list as string[];
  };

  it('finds an app by the full pinyin, the initials or the Chinese of its name, or its English name', async () => {
    expect(await found('jiankang')).toEqual(['ncov']);
    expect(await found('JKSB')).toEqual(['ncov']);
    expect(await found('shangbao')).toEqual(['ncov']);
    expect(await found('健康')).toEqual(['ncov']);
    expect(await found('tzgg')).toEqual(['notice']);
    expect(await found('notices')).toEqual(['notice']);
    expect(await found('zzzz')).toEqual([]);
  });

  it('says what is wrong with an empty keyword', async () => {
    const answer = (await call(t.app, { url: '/appsetting/wap/search/apps?keyword=' })).json();
    expect(answer.e).not.toBe(0);
    expect(answer.m).toMatch(/搜索词/);
  });
});
