import { describe, expect, it } from 'vitest';
import { siteDay } from '@quad/platform/server/time';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';

const t = serverForFile(['admin']);
const { c } = t;

describe('platform console', () => {
  it('creates a site reachable at <id>.localhost at once, with a first administrator shown once', async () => {
    const res = await call(t.app, { url: '/admin/api/sites/create', cookie: c.admin, json: { id: 'west', name: '西山师范大学' } });
    const body = res.json();
    expect(body.e).toBe(0);
    expect(body.d).toMatchObject({ id: 'west', admin_username: 'admin', url: 'http://west.localhost/site/' });
    const settings = (await call(t.app, { url: '/wap/setting/info', host: 'west.localhost', form: {} })).json();
    expect(settings.d.site_name).toBe('西山师范大学');
    const westAdmin = await login(t.app, 'admin', body.d.admin_password, 'west.localhost');
    const people = (await call(t.app, { url: '/admin/api/users/list', host: 'west.localhost', cookie: westAdmin })).json();
    expect(people.d.list.map((u: { username: string }) => u.username)).toEqual(['admin']);
    const list = (await call(t.app, { url: '/admin/api/sites/list', cookie: c.admin })).json();
    expect(list.d.list.map((s: { id: string }) => s.id).sort()).toEqual(['east', 'north', 'south', 'west']);
    expect(JSON.stringify(list.d)).not.toContain(body.d.admin_password);
  });

  it('refuses a taken id and a malformed one, naming the field', async () => {
    const taken = (await call(t.app, { url: '/admin/api/sites/create', cookie: c.admin, json: { id: 'south', name: '冒名' } })).json();
    expect(taken).toMatchObject({ e: 10009, d: { errors: { id: '站点标识已被使用' } } });
    const bad = (await call(t.app, { url: '/admin/api/sites/create', cookie: c.admin, json: { id: 'X Y', name: '' } })).json();
    expect(bad.d.errors).toMatchObject({ id: '站点标识只能是小写字母开头的字母、数字和 -', name: '请填写学校名称' });
  });

  it('suspends and resumes a site', async () => {
    expect(
      (await call(t.app, { url: '/admin/api/sites/status', cookie: c.admin, form: { id: 'east', status: 'suspended' } })).json().e,
    ).toBe(0);
    expect((await call(t.app, { url: '/wap/setting/info', host: HOSTS.east, form: {} })).json().e).toBe(10030);
    expect((await call(t.app, { url: '/admin/api/sites/status', cookie: c.admin, form: { id: 'east', status: 'active' } })).json().e).toBe(
      0,
    );
    expect((await call(t.app, { url: '/wap/setting/info', host: HOSTS.east, form: {} })).json().e).toBe(0);
    expect(
      (await call(t.app, { url: '/admin/api/sites/status', cookie: c.admin, form: { id: 'north', status: 'suspended' } })).json().m,
    ).toBe('不能停用平台所在的默认站点');
  });

  it('is closed to site administrators, on their site and on the platform’s', async () => {
    const southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
    expect((await call(t.app, { url: '/admin/api/sites/list', host: HOSTS.south, cookie: southAdmin })).json().e).toBe(10003);
    expect(
      (
        await call(t.app, { url: '/admin/api/sites/create', host: HOSTS.south, cookie: southAdmin, json: { id: 'evil', name: '恶意' } })
      ).json().e,
    ).toBe(10003);
    expect(
      (
        await call(t.app, {
          url: '/admin/api/sites/status',
          host: HOSTS.south,
          cookie: southAdmin,
          form: { id: 'north', status: 'suspended' },
        })
      ).json().e,
    ).toBe(10003);
  });
});

describe('feedback inbox and usage', () => {
  it('shows a site its own feedback and lets the administrator mark it done', async () => {
    await call(t.app, { url: '/api/feedback/save', host: HOSTS.south, form: { content: '南溪的反馈' } });
    await call(t.app, { url: '/api/feedback/save', form: { content: '北辰的反馈', contact: '13800000000' } });
    const inbox = (await call(t.app, { url: '/admin/api/feedback/list', cookie: c.admin })).json();
    expect(inbox.d.list.map((f: { content: string }) => f.content)).toEqual(['北辰的反馈']);
    expect(inbox.d.unread).toBe(1);
    const id = inbox.d.list[0].id;
    expect((await call(t.app, { url: '/admin/api/feedback/status', cookie: c.admin, form: { id, status: 'done' } })).json().e).toBe(0);
    expect((await call(t.app, { url: '/admin/api/feedback/list?status=new', cookie: c.admin })).json().d.total).toBe(0);
    const southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
    expect(
      (await call(t.app, { url: '/admin/api/feedback/status', host: HOSTS.south, cookie: southAdmin, form: { id, status: 'read' } })).json()
        .e,
    ).toBe(10004);
  });

  it('counts visits per app and day for the chart', async () => {
    const { createHash } = await import('node:crypto');
    const ts = Math.floor(Date.now() / 1000);
    const url = 'http://localhost/site/news/index';
    const signature = createHash('md5').update(`news${ts}${url}`).digest('hex');
    for (let i = 0; i < 3; i++)
      await call(t.app, { url: '/wap/log/save-log', form: { appkey: 'news', timestamp: String(ts), url, signature } });
    const today = siteDay('Asia/Shanghai');
    const usage = (await call(t.app, { url: `/admin/api/usage/daily?from=${today}&to=${today}`, cookie: c.admin })).json();
    expect(usage.d.list).toEqual([{ day: today, appkey: 'news', count: 3 }]);
    const bad = (await call(t.app, { url: '/admin/api/usage/daily?from=2026-13&to=x', cookie: c.admin })).json();
    expect(bad.d.errors).toMatchObject({ from: '开始日期格式应为 YYYY-MM-DD' });
  });
});
