import { beforeAll, describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';
import { pngImage, uploadMultipart } from '@quad/platform/server/files/test-files';
import { SiteDb } from '@quad/platform/server/db/site-db';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TItem = { id: string; title: string; pinned: boolean; status: string; posts: number };

const t = serverForFile(['admin', 'student', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
let north: SiteDb;
beforeAll(() => {
  north = new SiteDb(t.platform.database.db, 'north');
});

const ask = (url: string, cookie: string, input?: Record<string, unknown>, host?: string) => askJson<TBody>(t.app, url, cookie, input, host);
let seq = 0;
const post = (subject: string, body: string, cookie = c.student, extra: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  ask('/api/comment/post', cookie, { kind: 'topic', subject, body, requestId: `topic_${Date.now()}_${seq++}`, ...extra }, host);
const posts = (subject: string, cookie = c.student, host: string = HOSTS.north) => ask('/api/comment/list', cookie, { kind: 'topic', subject }, host);
const topics = async (cookie = c.student, host: string = HOSTS.north) => (await ask('/topic/wap/default/list', cookie, {}, host)).d.list as TItem[];
async function newTopic(input: Record<string, unknown> = {}) {
  const saved = await ask('/topic/api/manage/save', c.admin, { title: `话题 ${seq++}`, ...input });
  expect(saved.e, saved.m).toBe(0);
  return saved.d.id as string;
}

describe('topics', () => {
  it('lists the pinned topic first with its visible posts, and a topic in review shows only approved posts', async () => {
    const list = await topics();
    expect(list[0]).toMatchObject({ title: '#我的校园生活#', pinned: true, posts: 3 });
    const canteen = list.find((x) => x.title === '食堂新菜品征集')!;
    expect(canteen.posts).toBe(1);
    expect((await ask('/topic/wap/default/detail', c.student, { id: canteen.id })).d).toMatchObject({ review: true, status: 'open' });
  });

  it('takes posts with pictures of this site, shown as attachment links', async () => {
    const id = await newTopic();
    const picture = (await uploadMultipart(t.app, { cookie: c.student, name: '夕阳.png', data: await pngImage() })).json().d.file as string;
    const posted = await post(id, '今天的晚霞', c.student, { images: [picture] });
    expect(posted.d.status).toBe('visible');
    const [first] = (await posts(id, c.other)).d.list as { body: string; images: { url: string; thumb: string }[] }[];
    expect(first!.body).toBe('今天的晚霞');
    expect(first!.images[0]).toMatchObject({ url: `/site/attach?file=${picture}`, thumb: `/site/attach?file=${picture}&thumb=1` });
  });

  it('closed topics are read-only; hidden ones disappear for everyone but their managers', async () => {
    const id = await newTopic();
    await post(id, '关闭前的帖子');
    expect((await ask('/topic/api/manage/status', c.admin, { id, status: 'closed' })).e).toBe(0);
    expect((await posts(id)).d).toMatchObject({ total: 1, canPost: false });
    expect(await post(id, '关闭后还能发吗')).toMatchObject({ e: 1, m: '该内容已关闭评论' });
    expect((await ask('/topic/api/manage/status', c.admin, { id, status: 'hidden' })).e).toBe(0);
    expect((await topics()).some((x) => x.id === id)).toBe(false);
    expect((await ask('/topic/wap/default/detail', c.student, { id })).e).toBe(10004);
    expect((await posts(id)).e).toBe(10004);
    expect((await posts(id, c.admin)).d.total).toBe(1);
  });

  it('keeps titles, descriptions and posts inert, refuses bad input, and is managed by managers only', async () => {
    const id = await newTopic({ title: '<script>alert(1)</script>社团<b>招新</b>', description: '<img src=x onerror=alert(1)>说明' });
    const detail = await ask('/topic/wap/default/detail', c.student, { id });
    expect(detail.d).toMatchObject({ title: '社团招新', description: '说明' });
    await post(id, '<a href="javascript:alert(1)">点我</a>报名');
    expect(((await posts(id)).d.list as { body: string }[])[0]!.body).toBe('点我报名');
    expect((await ask('/topic/api/manage/save', c.admin, { title: '' })).d.errors?.title).toBe('请填写话题');
    expect((await ask('/topic/api/manage/save', c.admin, { title: '<b></b>' })).d.errors?.title).toBe('请填写话题');
    expect((await ask('/topic/api/manage/save', c.admin, { title: '长'.repeat(61) })).d.errors?.title).toBe('话题不能超过60个字');
    expect((await ask('/topic/api/manage/status', c.admin, { id, status: 'gone' })).d.errors?.status).toBe('状态格式不正确');
    for (const url of ['/topic/api/manage/list', '/topic/api/manage/save', '/topic/api/manage/status', '/topic/api/manage/delete']) {
      expect((await ask(url, c.student, { id, title: 'x', status: 'open' })).e, url).toBe(10003);
    }
  });

  it('deletes a topic with its posts, audited', async () => {
    const id = await newTopic();
    await post(id, '要被删除的帖子');
    expect((await ask('/topic/api/manage/delete', c.admin, { id })).e).toBe(0);
    expect(await north.selectFrom('comments').select('id').where('subject_id', '=', id).execute()).toHaveLength(0);
    const audit = await north.selectFrom('audit_log').select('action').where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['topic.create', 'topic.delete']);
  });
});

describe('site isolation', () => {
  it('south sees its own topics only and cannot reach north’s by id', async () => {
    const id = await newTopic();
    expect((await topics(c.southStudent, HOSTS.south)).some((x) => x.id === id)).toBe(false);
    expect((await ask('/topic/wap/default/detail', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await post(id, '跨站发帖', c.southStudent, {}, HOSTS.south)).e).toBe(10004);
    expect((await ask('/topic/api/manage/status', c.southAdmin, { id, status: 'hidden' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/topic/api/manage/delete', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    const southManaged = (await ask('/topic/api/manage/list', c.southAdmin, {}, HOSTS.south)).d.list as TItem[];
    expect(southManaged.some((x) => x.id === id)).toBe(false);
    expect((await ask('/topic/wap/default/detail', c.student, { id })).e).toBe(0);
  });
});
