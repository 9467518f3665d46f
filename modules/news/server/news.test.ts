import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { pngImage } from '@quad/platform/server/files/test-files';
import { nowSeconds } from '@quad/platform/server/ids';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { publishDue } from './articles/service';
import { parseFeed } from './feeds/parse';

const t = serverForFile(['admin', 'student', 'teacher', 'southAdmin', 'southStudent']);
const { c } = t;

type TBody = { e: number; m: string; d: Record<string, unknown> & { list: { id: string; title: string; views?: number; key?: string }[] } };
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host?: string) => askJson<TBody>(t.app, url, cookie, input, host);
const ids = (body: TBody) => body.d.list.map((n) => n.id);

const newsList = (cookie: string, channel = 'campus', host: string = HOSTS.north) =>
  ask('/news/wap/default/list', cookie, { channel }, host);

/** Saves a draft in `campus` and answers its id. */
async function draft(input: Record<string, unknown> = {}, cookie = c.admin, host: string = HOSTS.north): Promise<string> {
  const res = await ask('/news/wap/manage/save', cookie, { channel: 'campus', title: '草稿', body: '<p>正文</p>', ...input }, host);
  expect(res.e, res.m).toBe(0);
  return res.d.id as string;
}

async function published(input: Record<string, unknown> = {}): Promise<string> {
  const id = await draft(input);
  expect((await ask('/news/wap/manage/publish', c.admin, { id })).e).toBe(0);
  return id;
}

async function uploadPng(cookie: string, host: string = HOSTS.north): Promise<string> {
  const res = (
    await call(t.app, { url: '/api/upload/bybase64', cookie, host, json: { base64: (await pngImage()).toString('base64') } })
  ).json();
  expect(res.e).toBe(0);
  return res.d.file as string;
}

afterEach(() => vi.useRealTimers());

describe('channels', () => {
  it('lists the visible channels to readers and all of them to publishers', async () => {
    expect((await ask('/news/wap/manage/channel/save', c.admin, { key: 'tjuOfficial', name: '<b>官方</b>发布', sort: 5 })).e).toBe(0);
    expect((await ask('/news/wap/manage/channel/save', c.admin, { key: 'secret', name: '内部', hidden: true })).e).toBe(0);
    const readers = await ask('/news/wap/default/channels', c.student);
    expect(readers.d.list.map((ch) => ch.key)).toEqual(['campus', 'tjuNews', 'tjuOfficial']);
    expect(readers.d.list.find((ch) => ch.key === 'tjuOfficial')).toMatchObject({ name: '官方发布' });
    const all = await ask('/news/wap/manage/channels', c.admin);
    expect(all.d.list.map((ch) => ch.key)).toContain('secret');
  });

  it('answers a missing or hidden channel with an empty list, not an error', async () => {
    expect((await newsList(c.student, 'tjuNotice')).d).toEqual({ channel: null, list: [], total: 0 });
    expect((await newsList(c.student, 'secret')).d).toEqual({ channel: null, list: [], total: 0 });
  });

  it('refuses keys that cannot be a route and deletes only empty channels', async () => {
    expect((await ask('/news/wap/manage/channel/save', c.admin, { key: '../x', name: '坏' })).e).toBe(10022);
    expect((await ask('/news/wap/manage/channel/delete', c.admin, { key: 'campus' })).e).toBe(1);
    expect((await ask('/news/wap/manage/channel/save', c.admin, { key: 'temp', name: '临时' })).e).toBe(0);
    expect((await ask('/news/wap/manage/channel/delete', c.admin, { key: 'temp' })).e).toBe(0);
    expect((await ask('/news/wap/manage/channel/delete', c.admin, { key: 'temp' })).e).toBe(10004);
  });
});

describe('publishing', () => {
  it('keeps drafts invisible and shows published articles newest first', async () => {
    const hidden = await draft({ title: '还没发布' });
    expect(ids(await newsList(c.student))).not.toContain(hidden);
    expect((await ask('/news/wap/default/detail', c.student, { id: hidden })).e).toBe(10004);
    const first = await published({ title: '第一篇' });
    const second = await published({ title: '第二篇' });
    const list = ids(await newsList(c.student));
    expect(list.indexOf(second)).toBeLessThan(list.indexOf(first));
  });

  it('publishes a scheduled article only when the tick finds it due', async () => {
    const id = await draft({ title: '定时发布' });
    const at = nowSeconds() + 3600;
    expect((await ask('/news/wap/manage/publish', c.admin, { id, publishAt: at })).d).toEqual({ status: 'scheduled', publishAt: at });
    const north = new SiteDb(t.platform.database.db, 'north');
    expect(await publishDue(north, at - 1)).toBe(0);
    expect(ids(await newsList(c.student))).not.toContain(id);
    expect((await ask('/news/wap/default/detail', c.student, { id })).e).toBe(10004);
    expect(await publishDue(north, at)).toBe(1);
    expect(ids(await newsList(c.student))).toContain(id);
    const managed = await ask('/news/wap/manage/list', c.admin);
    expect(managed.d.list.find((a) => a.id === id)).toMatchObject({ status: 'published', publishAt: at });
  });

  it('runs the tick over every site, one round at a time', async () => {
    const at = nowSeconds() + 7200;
    const northId = await draft({ title: '北定时' });
    const southId = await draft({ title: '南定时' }, c.southAdmin, HOSTS.south);
    await ask('/news/wap/manage/publish', c.admin, { id: northId, publishAt: at });
    await ask('/news/wap/manage/publish', c.southAdmin, { id: southId, publishAt: at }, HOSTS.south);
    const round = t.app.jobs.run('news.publish', at);
    expect(t.app.jobs.run('news.publish', at)).toBe(round);
    await round;
    expect(ids(await newsList(c.student))).toContain(northId);
    expect(ids(await newsList(c.southStudent, 'campus', HOSTS.south))).toContain(southId);
  });

  it('edits an article without changing its status or date', async () => {
    const file = await uploadPng(c.admin);
    const id = await published({ title: '原标题', attachments: [file] });
    const before = await ask('/news/wap/manage/detail', c.admin, { id });
    expect(before.d).toMatchObject({ title: '原标题', status: 'published', cover: null, attachments: [expect.objectContaining({ file })] });
    const saved = await ask('/news/wap/manage/save', c.admin, {
      id,
      channel: 'campus',
      title: '新标题',
      body: '<p>新正文</p>',
      attachments: [],
    });
    expect(saved.d).toEqual({ id });
    const after = await ask('/news/wap/manage/detail', c.admin, { id });
    expect(after.d).toMatchObject({
      title: '新标题',
      body: '<p>新正文</p>',
      status: 'published',
      publishAt: before.d.publishAt,
      attachments: [],
    });
    expect((await ask('/news/wap/manage/publish', c.admin, { id })).d.publishAt).toBe(before.d.publishAt);
  });

  it('takes a withdrawn article away from lists and detail', async () => {
    const id = await published({ title: '将撤回' });
    expect((await ask('/news/wap/manage/withdraw', c.admin, { id })).e).toBe(0);
    expect(ids(await newsList(c.student))).not.toContain(id);
    expect((await ask('/news/wap/default/detail', c.student, { id })).e).toBe(10004);
    expect((await ask('/news/wap/manage/withdraw', c.admin, { id })).e).toBe(10004);
  });

  it('renders stored XSS in title and body inert', async () => {
    const id = await published({
      title: '<script>alert(1)</script><img src=x onerror=alert(2)>运动会',
      summary: '<b onmouseover="x()">摘要</b>',
      body: '<p onclick="x()">比赛<img src="javascript:alert(1)"><a href="javascript:alert(2)">链接</a><a href="https://example.edu/a">成绩</a></p><script>steal()</script><iframe src="https://evil.example"></iframe>',
    });
    const item = (await newsList(c.student)).d.list.find((a) => a.id === id) as unknown as Record<string, string>;
    expect(item.title).toBe('运动会');
    expect(item.summary).toBe('摘要');
    const detail = await ask('/news/wap/default/detail', c.student, { id });
    const body = detail.d.body as string;
    expect(body).not.toMatch(/<script|<iframe|onclick|javascript:/i);
    expect(body).toContain('<a href="https://example.edu/a"');
    // Tags outside the allowlist are dropped keeping their text; a script's text goes with it.
    expect(body).toBe('<p>比赛链接<a href="https://example.edu/a" target="_blank" rel="noopener noreferrer">成绩</a></p>');
  });

  it('keeps students out of publishing, and writers to their own drafts (10003, 10004)', async () => {
    const id = await draft();
    for (const [url, input] of [
      ['/news/wap/manage/save', { channel: 'campus', title: 'x', body: 'y' }],
      ['/news/wap/manage/publish', { id }],
      ['/news/wap/manage/submit', { id }],
      ['/news/wap/manage/withdraw', { id }],
      ['/news/wap/manage/list', {}],
      ['/news/wap/manage/detail', { id }],
      ['/news/wap/manage/channels', {}],
    ] as const) {
      expect((await ask(url, c.student, input)).e, url).toBe(10003);
    }
    // The demo teacher writes for review: not another's article, and nothing that publishes.
    expect((await ask('/news/wap/manage/publish', c.teacher, { id })).e).toBe(10003);
    expect((await ask('/news/wap/manage/withdraw', c.teacher, { id })).e).toBe(10003);
    expect((await ask('/news/wap/manage/review', c.teacher, { id, approve: true })).e).toBe(10003);
    expect((await ask('/news/wap/manage/detail', c.teacher, { id })).e).toBe(10004);
    expect((await ask('/news/wap/manage/save', c.teacher, { id, channel: 'campus', title: '改别人的', body: 'y' })).e).toBe(10004);
    expect((await ask('/news/wap/manage/channel/save', c.teacher, { key: 'mine', name: '我的' })).e).toBe(10003);
    expect((await ask('/news/wap/manage/channel/delete', c.teacher, { key: 'campus' })).e).toBe(10003);
    expect(ids(await ask('/news/wap/manage/list', c.teacher))).not.toContain(id);
  });
});

describe('review before publish', () => {
  const inbox = async (cookie: string) => (await ask('/message/wap/default/list', cookie)).d.list as unknown as { title: string; body: string; link: string }[];

  it('a writer submits, the publisher sends it back with a note, then approves it for a set time', async () => {
    const id = await draft({ title: '社团纳新' }, c.teacher);
    expect((await ask('/news/wap/manage/list', c.teacher)).d.list).toEqual([expect.objectContaining({ id, status: 'draft', mine: true, author: '教师演示账号' })]);
    expect((await ask('/news/wap/manage/submit', c.teacher, { id })).e).toBe(0);
    expect((await inbox(c.admin))[0]).toMatchObject({ title: '待审核：社团纳新', link: `news/manage?id=${id}` });
    // Waiting, it is out of the writer's hands.
    expect((await ask('/news/wap/manage/save', c.teacher, { id, channel: 'campus', title: '再改', body: 'y' })).m).toBe('稿件已提交审核或已发布，不能再修改');
    const waiting = await ask('/news/wap/manage/list', c.admin);
    expect(waiting.d.list[0]).toMatchObject({ id, status: 'pending' });

    expect((await ask('/news/wap/manage/review', c.admin, { id, approve: false, note: '<b>请补充</b>活动时间' })).d.status).toBe('draft');
    expect((await inbox(c.teacher))[0]).toMatchObject({ title: '稿件被退回：社团纳新', body: '审核意见：请补充活动时间' });
    expect((await ask('/news/wap/manage/detail', c.teacher, { id })).d).toMatchObject({ status: 'draft', reviewNote: '请补充活动时间' });
    expect((await ask('/news/wap/manage/review', c.admin, { id, approve: true })).m).toBe('这篇文章不在待审核状态');

    await draft({ id, title: '社团纳新', body: '<p>周五下午三点，学生活动中心</p>' }, c.teacher);
    expect((await ask('/news/wap/manage/submit', c.teacher, { id })).e).toBe(0);
    const at = nowSeconds() + 3600;
    expect((await ask('/news/wap/manage/review', c.admin, { id, approve: true, publishAt: at })).d.status).toBe('scheduled');
    expect((await inbox(c.teacher))[0]?.title).toBe('稿件已通过审核：社团纳新');
    expect(ids(await newsList(c.student))).not.toContain(id);
    await t.app.jobs.run('news.publish', at);
    expect(ids(await newsList(c.student))).toContain(id);
    const audit = await new SiteDb(t.platform.database.db, 'north').selectFrom('audit_log').select('action').where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['news.article.submit', 'news.article.reject', 'news.article.schedule']));
  });

  it('keeps another site’s publisher from reviewing', async () => {
    const id = await draft({ title: '北辰投稿' }, c.teacher);
    await ask('/news/wap/manage/submit', c.teacher, { id });
    expect((await ask('/news/wap/manage/review', c.southAdmin, { id, approve: true }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/news/wap/manage/detail', c.admin, { id })).d.status).toBe('pending');
  });
});

describe('views', () => {
  it('counts each reader once a day', async () => {
    const id = await published({ title: '阅读数' });
    const views = async (cookie: string) => (await ask('/news/wap/default/detail', cookie, { id })).d.views;
    expect(await views(c.student)).toBe(1);
    expect(await views(c.student)).toBe(1);
    expect(await views(c.teacher)).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect(await views(c.student)).toBe(3);
    vi.useRealTimers();
    expect((await newsList(c.student)).d.list.find((a) => a.id === id)?.views).toBe(3);
    expect((await ask('/news/wap/manage/list', c.admin)).d.list.find((a) => a.id === id)?.views).toBe(3);
  });
});

describe('covers and attachments', () => {
  it("links this site's uploads through the attachment fetch", async () => {
    const file = await uploadPng(c.admin);
    const id = await published({ title: '有附件', cover: file, attachments: [file] });
    const detail = await ask('/news/wap/default/detail', c.student, { id });
    expect(detail.d).toMatchObject({ cover: `/site/attach?file=${file}`, coverThumb: `/site/attach?file=${file}&thumb=1` });
    expect(detail.d.attachments).toEqual([expect.objectContaining({ file, url: `/site/attach?file=${file}`, type: 'image/png' })]);
  });

  it('refuses uploads of another site or unknown ones', async () => {
    const southFile = await uploadPng(c.southAdmin, HOSTS.south);
    const attach = await ask('/news/wap/manage/save', c.admin, {
      channel: 'campus',
      title: '借用',
      body: '正文',
      attachments: [southFile],
    });
    expect(attach).toMatchObject({ e: 10022, d: { errors: { attachments: '附件不存在，请重新上传' } } });
    const cover = await ask('/news/wap/manage/save', c.admin, { channel: 'campus', title: '借用', body: '正文', cover: southFile });
    expect(cover).toMatchObject({ e: 10022, d: { errors: { cover: '封面必须是本站上传的图片' } } });
  });
});

describe('site isolation', () => {
  it('shows south nothing of north, through every call', async () => {
    const id = await published({ title: '北校区新闻' });
    expect((await ask('/news/wap/manage/channel/save', c.admin, { key: 'northOnly', name: '北校区' })).e).toBe(0);
    const south = { cookie: c.southStudent, admin: c.southAdmin, host: HOSTS.south };
    expect(ids(await newsList(south.cookie, 'campus', south.host))).not.toContain(id);
    expect((await newsList(south.cookie, 'northOnly', south.host)).d.channel).toBeNull();
    expect((await ask('/news/wap/default/channels', south.cookie, undefined, south.host)).d.list.map((ch) => ch.key)).not.toContain(
      'northOnly',
    );
    expect((await ask('/news/wap/default/detail', south.cookie, { id }, south.host)).e).toBe(10004);
    expect((await ask('/news/wap/manage/save', south.admin, { id, channel: 'campus', title: '改', body: '改' }, south.host)).e).toBe(10004);
    expect((await ask('/news/wap/manage/publish', south.admin, { id }, south.host)).e).toBe(10004);
    expect((await ask('/news/wap/manage/detail', south.admin, { id }, south.host)).e).toBe(10004);
    expect((await ask('/news/wap/manage/withdraw', south.admin, { id }, south.host)).e).toBe(10004);
    expect(ids(await ask('/news/wap/manage/list', south.admin, undefined, south.host))).not.toContain(id);
    expect((await ask('/news/wap/manage/channels', south.admin, undefined, south.host)).d.list.map((ch) => ch.key)).not.toContain(
      'northOnly',
    );
    expect((await ask('/news/wap/manage/channel/delete', south.admin, { key: 'northOnly' }, south.host)).e).toBe(10004);
    const feed = await call(t.app, { url: '/news/rss?channel=campus', host: south.host });
    expect(feed.body).not.toContain('北校区新闻');
    // North's session is nobody on south.
    expect((await ask('/news/wap/default/detail', c.student, { id }, south.host)).e).toBe(10013);
    expect((await ask('/news/wap/manage/list', c.admin, undefined, south.host)).e).toBe(10013);
    // And the article is still there for north.
    expect((await ask('/news/wap/default/detail', c.student, { id })).e).toBe(0);
  });
});

describe('GET /news/rss', () => {
  it('publishes a channel as RSS 2.0 that parses back', async () => {
    const id = await published({ title: '研究 & 发展 "新" 进展', summary: 'a < b & c' });
    const res = await call(t.app, { url: '/news/rss?channel=campus' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const items = parseFeed(res.body, 'http://localhost/news/rss');
    const item = items.find((i) => i.guid === id);
    expect(item).toMatchObject({ title: '研究 & 发展 "新" 进展', link: `http://localhost/site/news/detail?id=${id}` });
    expect(items.length).toBeLessThanOrEqual(30);
    expect(items.every((i) => i.title !== '还没发布')).toBe(true);
  });

  it('answers 404 for missing and hidden channels', async () => {
    expect((await call(t.app, { url: '/news/rss?channel=secret' })).statusCode).toBe(404);
    expect((await call(t.app, { url: '/news/rss?channel=nothing' })).statusCode).toBe(404);
    expect((await call(t.app, { url: '/news/rss' })).statusCode).toBe(404);
  });
});
