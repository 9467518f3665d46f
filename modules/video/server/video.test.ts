import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { askJson, HOSTS, login, serverForFile } from '@quad/server/test/harness';
import { pngImage, uploadMultipart } from '@quad/platform/server/files/test-files';
import { SiteDb } from '@quad/platform/server/db/site-db';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'teacher', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const WEBM = fs.readFileSync(path.join(import.meta.dirname, 'demo-assets/campus.webm'));
let north: SiteDb;
beforeAll(() => {
  north = new SiteDb(t.platform.database.db, 'north');
});

const ask = (url: string, cookie: string, input?: Record<string, unknown>, host?: string) => askJson<TBody>(t.app, url, cookie, input, host);
const upload = async (name: string, data: Buffer, cookie = c.admin, host: string = HOSTS.north) =>
  (await uploadMultipart(t.app, { cookie, host, name, data })).json().d.file as string;
/** Each generated student signs in once: comments are capped per person and minute, so busy tests take their own. */
const generated: string[] = [];
async function freshStudent(): Promise<string> {
  if (generated.length === 0) {
    const rows = await north.selectFrom('users').select('username').where('type', '=', 'student').where('username', 'like', '20%').orderBy('username').execute();
    generated.push(...rows.map((r) => r.username));
  }
  const username = generated.pop();
  if (!username) throw new Error('no generated student left');
  return login(t.app, username, 'student123');
}
let seq = 0;
const requestId = () => `req_${Date.now()}_${seq++}`;
const comment = (subject: string, body: string, cookie = c.student, extra: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  ask('/api/comment/post', cookie, { kind: 'video', subject, body, requestId: requestId(), ...extra }, host);
const comments = (subject: string, cookie = c.student, host: string = HOSTS.north) => ask('/api/comment/list', cookie, { kind: 'video', subject }, host);

/** A published video of north made by its administrator, with comments as asked. */
async function publishedVideo(options: Record<string, unknown> = {}) {
  const saved = await ask('/video/api/manage/save', c.admin, { title: '测试视频', category: '测试', file: await upload('测试.webm', WEBM), ...options });
  expect(saved.e, saved.m).toBe(0);
  const id = saved.d.id as string;
  expect((await ask('/video/api/manage/status', c.admin, { id, status: 'published' })).e).toBe(0);
  return id;
}

describe('watching', () => {
  it('lists the published demo videos by category, newest first, with comment counts', async () => {
    const res = await ask('/video/wap/default/list', c.student);
    expect(res.e).toBe(0);
    expect(res.d.categories).toEqual(expect.arrayContaining(['校园风光', '讲座课程', '体育活动']));
    const list = res.d.list as { title: string; comments: number; cover: string }[];
    expect(list.map((v) => v.title)).toEqual(['秋季运动会开幕式', '名师讲堂：分形之美', '校园四季']);
    expect(list.find((v) => v.title === '校园四季')?.comments).toBe(2);
    expect(list[0]!.cover).toMatch(/^\/site\/attach\?file=/);
    const lectures = await ask('/video/wap/default/list', c.student, { category: '讲座课程' });
    expect((lectures.d.list as { title: string }[]).map((v) => v.title)).toEqual(['名师讲堂：分形之美']);
  });

  it('plays a video from the attachment fetch, in parts for seeking, and counts one view a day per person', async () => {
    const id = await publishedVideo();
    const first = await ask('/video/wap/default/detail', c.student, { id });
    expect(first.d).toMatchObject({ title: '测试视频', type: 'video/webm', views: 1, commentsOpen: true });
    expect((await ask('/video/wap/default/detail', c.student, { id })).d.views).toBe(1);
    expect((await ask('/video/wap/default/detail', c.teacher, { id })).d.views).toBe(2);

    const src = String(first.d.src);
    const part = await t.app.inject({ method: 'GET', url: src, headers: { host: HOSTS.north, cookie: c.student, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${WEBM.length}`);
    expect(part.rawPayload.equals(WEBM.subarray(100, 200))).toBe(true);
    const whole = await t.app.inject({ method: 'GET', url: src, headers: { host: HOSTS.north, cookie: c.student } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const beyond = await t.app.inject({ method: 'GET', url: src, headers: { host: HOSTS.north, cookie: c.student, range: `bytes=${WEBM.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('keeps drafts and hidden videos from viewers, and their comments too', async () => {
    const draft = await ask('/video/api/manage/save', c.admin, { title: '未发布', category: '测试', link: 'https://media.example.edu/a.mp4' });
    const id = draft.d.id as string;
    expect((await ask('/video/wap/default/detail', c.student, { id })).e).toBe(10004);
    expect((await comments(id)).e).toBe(10004);
    // Its managers see it, but it takes no comments until it is published.
    expect((await comments(id, c.admin)).d.canPost).toBe(false);
    const live = await publishedVideo();
    expect((await ask('/video/api/manage/status', c.admin, { id: live, status: 'hidden' })).e).toBe(0);
    expect((await ask('/video/wap/default/detail', c.student, { id: live })).e).toBe(10004);
    const titles = ((await ask('/video/wap/default/list', c.student)).d.list as { id: string }[]).map((v) => v.id);
    expect(titles).not.toContain(live);
  });
});

describe('managing', () => {
  it('is for video managers only', async () => {
    for (const [url, input] of [
      ['/video/api/manage/list', {}],
      ['/video/api/manage/save', { title: 'x', category: 'y' }],
      ['/video/api/manage/status', { id: 'abc', status: 'published' }],
      ['/video/api/manage/delete', { id: 'abc' }],
    ] as const) {
      expect((await ask(url, c.student, input)).e, url).toBe(10003);
    }
  });

  it('refuses bad input in Chinese and saves nothing', async () => {
    const before = (await ask('/video/api/manage/list', c.admin, { size: 100 })).d.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: '测试' }, 'title', '请填写标题'],
      [{ title: 'x', category: '测试', link: 'http://media.example.edu/a.mp4' }, 'link', '视频地址应以 https:// 开头'],
      [{ title: 'x', category: '测试', link: 'javascript:alert(1)' }, 'link', '视频地址应以 https:// 开头'],
      [{ title: 'x', category: '测试', file: await upload('封面.png', await pngImage()) }, 'file', '视频文件不存在或不是 mp4、webm 视频，请重新上传'],
      [{ title: 'x', category: '测试', cover: await upload('视频.webm', WEBM) }, 'cover', '封面必须是本站上传的图片'],
      [{ title: 'x', category: '测试', file: await upload('视频.webm', WEBM), link: 'https://media.example.edu/a.mp4' }, 'link', '上传视频文件和填写视频地址只能二选一'],
      [{ title: 'x', category: '测试', duration: 'long' }, 'duration', '时长（秒）必须是整数'],
    ];
    for (const [input, field, message] of cases) {
      const res = await ask('/video/api/manage/save', c.admin, input);
      expect(res.e, JSON.stringify(input)).toBe(10022);
      expect(res.d.errors?.[field]).toBe(message);
    }
    expect((await ask('/video/api/manage/list', c.admin, { size: 100 })).d.total).toBe(before);
    // Publishing a draft with nothing to play is refused.
    const empty = await ask('/video/api/manage/save', c.admin, { title: '空', category: '测试' });
    expect(await ask('/video/api/manage/status', c.admin, { id: empty.d.id, status: 'published' })).toMatchObject({ e: 1, m: '请先上传视频文件或填写视频地址' });
  });

  it('stores titles and descriptions as inert text, and audits every change', async () => {
    const saved = await ask('/video/api/manage/save', c.admin, {
      title: '<img src=x onerror=alert(1)>迎新晚会',
      description: '<script>alert(1)</script>精彩<b>回顾</b>',
      category: '活动',
      link: 'https://media.example.edu/party.mp4',
    });
    const id = saved.d.id as string;
    await ask('/video/api/manage/status', c.admin, { id, status: 'published' });
    const detail = await ask('/video/wap/default/detail', c.student, { id });
    expect(detail.d).toMatchObject({ title: '迎新晚会', description: '精彩回顾', src: 'https://media.example.edu/party.mp4', type: '' });
    const audit = await north.selectFrom('audit_log').select('action').where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['video.create', 'video.publish']);
  });

  it('deletes a video with its comments', async () => {
    const id = await publishedVideo();
    await comment(id, '留个言');
    expect((await ask('/video/api/manage/delete', c.admin, { id })).e).toBe(0);
    expect(await north.selectFrom('comments').select('id').where('subject_id', '=', id).execute()).toHaveLength(0);
    expect((await ask('/video/wap/default/detail', c.student, { id })).e).toBe(10004);
  });
});

describe('comments', () => {
  it('are posted as plain text, newest first, and a reply tells the author of the answered comment', async () => {
    const id = await publishedVideo();
    const first = await comment(id, '<script>alert(1)</script>拍得<b>真好</b>');
    expect(first.d.status).toBe('visible');
    const reply = await comment(id, '谢谢支持', c.teacher, { replyTo: first.d.id });
    expect(reply.e).toBe(0);
    const list = await comments(id, c.other);
    const [newest, older] = list.d.list as { body: string; replyTo: unknown; author: { realname: string }; mine: boolean }[];
    expect(older).toMatchObject({ body: '拍得真好', mine: false, replyTo: null });
    expect(newest).toMatchObject({ body: '谢谢支持', author: { realname: '教师演示账号' }, replyTo: { id: first.d.id, excerpt: '拍得真好' } });
    const inbox = await ask('/message/wap/default/list', c.student);
    expect((inbox.d.list as { title: string; link: string }[])[0]).toMatchObject({ title: '有人回复了你在“测试视频”的评论', link: `video/detail?id=${id}` });
    expect(((await ask('/video/wap/default/list', c.student)).d.list as { id: string; comments: number }[]).find((v) => v.id === id)?.comments).toBe(2);
  });

  it('posts once for one request id, and refuses bad input without saving', async () => {
    const id = await publishedVideo();
    const cookie = await freshStudent();
    const rid = requestId();
    const a = await ask('/api/comment/post', cookie, { kind: 'video', subject: id, body: '只发一次', requestId: rid });
    const b = await ask('/api/comment/post', cookie, { kind: 'video', subject: id, body: '只发一次', requestId: rid });
    expect(b.d.id).toBe(a.d.id);
    const southPicture = await upload('南溪.png', await pngImage(), c.southStudent, HOSTS.south);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ body: '' }, 'body', '请填写评论内容'],
      [{ body: '<b></b>' }, 'body', '请填写评论内容'],
      [{ body: '字'.repeat(1001) }, 'body', '评论内容不能超过1000个字'],
      [{ body: '看图', images: [southPicture] }, 'images', '图片不存在，请重新上传'],
      [{ body: '看图', images: Array.from({ length: 10 }, (_, i) => `f${i}`) }, 'images', '图片最多9张'],
      [{ body: '回复', replyTo: 'nosuchcomment' }, 'replyTo', '回复的评论不存在或已被隐藏'],
    ];
    for (const [input, field, message] of bad) {
      const res = await comment(id, '', cookie, input);
      expect(res.e, JSON.stringify(input)).toBe(10022);
      expect(res.d.errors?.[field]).toBe(message);
    }
    expect((await comments(id, cookie)).d.total).toBe(1);
    expect((await ask('/api/comment/list', cookie, { kind: 'nosuchkind', subject: id })).e).toBe(10004);
  });

  it('wait for review when the video asks for it: the author sees theirs, others not, until a manager approves', async () => {
    const id = await publishedVideo({ commentsReview: true });
    const posted = await comment(id, '先审后发');
    expect(posted.d.status).toBe('pending');
    expect((await comments(id)).d).toMatchObject({ total: 1, review: true });
    expect((await comments(id, c.other)).d.total).toBe(0);
    const queue = await ask('/api/comment/manage/list', c.admin, { kind: 'video', status: 'pending' });
    expect((queue.d.list as { id: string; subject: { title: string } }[]).find((q) => q.id === posted.d.id)?.subject.title).toBe('测试视频');
    expect(queue.d.pending).toBeGreaterThanOrEqual(1);
    expect((await ask('/api/comment/manage/moderate', c.admin, { id: posted.d.id, action: 'approve' })).e).toBe(0);
    expect((await comments(id, c.other)).d.total).toBe(1);
    const inbox = await ask('/message/wap/default/list', c.student);
    expect((inbox.d.list as { title: string }[])[0]?.title).toBe('你的评论已通过审核');
    // Approving twice does not fit its state any more.
    expect((await ask('/api/comment/manage/moderate', c.admin, { id: posted.d.id, action: 'approve' })).e).toBe(1);
  });

  it('are hidden and restored by managers with a reason the author is told, and audited', async () => {
    const id = await publishedVideo();
    const posted = await comment(id, '不当言论');
    const hidden = await ask('/api/comment/manage/moderate', c.admin, { id: posted.d.id, action: 'hide', reason: '含有广告' });
    expect(hidden.e).toBe(0);
    expect((await comments(id, c.other)).d.total).toBe(0);
    expect(((await comments(id)).d.list as { status: string }[])[0]?.status).toBe('hidden');
    const inbox = await ask('/message/wap/default/list', c.student);
    expect((inbox.d.list as { title: string; body: string }[])[0]).toMatchObject({ title: '你的评论已被管理员隐藏' });
    expect((inbox.d.list as { body: string }[])[0]?.body).toContain('原因：含有广告');
    expect((await ask('/api/comment/manage/moderate', c.admin, { id: posted.d.id, action: 'restore' })).e).toBe(0);
    expect((await comments(id, c.other)).d.total).toBe(1);
    const audit = await north.selectFrom('audit_log').select('action').where('target_id', '=', posted.d.id as string).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['comment.hide', 'comment.restore']));
  });

  it('are deleted by their authors only; moderation is for managers only', async () => {
    const id = await publishedVideo();
    const posted = await comment(id, '我的评论');
    expect((await ask('/api/comment/delete', c.other, { id: posted.d.id })).e).toBe(10003);
    expect((await ask('/api/comment/manage/moderate', c.other, { id: posted.d.id, action: 'hide' })).e).toBe(10003);
    expect((await ask('/api/comment/manage/list', c.student, { kind: 'video' })).e).toBe(10003);
    expect((await ask('/api/comment/delete', c.student, { id: posted.d.id })).e).toBe(0);
    expect((await comments(id)).d.total).toBe(0);
  });

  it('close with the video: no new comment once comments are off', async () => {
    const id = await publishedVideo({ commentsOpen: false });
    const cookie = await freshStudent();
    expect((await comments(id, cookie)).d.canPost).toBe(false);
    expect(await comment(id, '还能评论吗', cookie)).toMatchObject({ e: 1, m: '该内容已关闭评论' });
  });

  it('stop a flood: the eleventh comment in a minute waits', async () => {
    const id = await publishedVideo();
    const cookie = await freshStudent();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await comment(id, `第${i}条`, cookie)).e);
    expect(answers.slice(0, 10).every((e) => e === 0)).toBe(true);
    expect(answers[10]).toBe(10029);
  });
});

describe('site isolation', () => {
  it('south sees none of north’s videos or comments, and cannot touch them by id', async () => {
    const id = await publishedVideo();
    const posted = await comment(id, '北辰的评论', await freshStudent());
    expect(posted.e).toBe(0);
    expect((await ask('/video/wap/default/detail', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await comments(id, c.southStudent, HOSTS.south)).e).toBe(10004);
    expect((await comment(id, '跨站评论', c.southStudent, {}, HOSTS.south)).e).toBe(10004);
    expect((await ask('/api/comment/delete', c.southStudent, { id: posted.d.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/api/comment/manage/moderate', c.southAdmin, { id: posted.d.id, action: 'hide' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/video/api/manage/status', c.southAdmin, { id, status: 'hidden' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/video/api/manage/delete', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    const southQueue = await ask('/api/comment/manage/list', c.southAdmin, { kind: 'video' }, HOSTS.south);
    expect((southQueue.d.list as { id: string }[]).some((q) => q.id === posted.d.id)).toBe(false);
    const southList = await ask('/video/wap/default/list', c.southStudent, {}, HOSTS.south);
    expect((southList.d.list as { id: string }[]).some((v) => v.id === id)).toBe(false);
    // A north upload cannot become a south video.
    const northFile = await upload('北辰.webm', WEBM);
    const stolen = await ask('/video/api/manage/save', c.southAdmin, { title: '拿来', category: 'x', file: northFile }, HOSTS.south);
    expect(stolen.e).toBe(10022);
    expect((await comments(id)).d.total).toBe(1);
  });
});
