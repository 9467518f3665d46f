import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin123', HOSTS.south);
});
afterAll(() => t.close());

const send = async (url: string, cookie: string, json?: unknown, host: string = HOSTS.south) =>
  (await call(t.app, { url, cookie, host, json })).json();
/** The host page a browser gets, and the site info injected into it. */
async function hostPage(url: string, cookie: string, host: string = HOSTS.south) {
  const page = await t.app.inject({ method: 'GET', url, headers: { host, cookie } });
  return JSON.parse(/window\.__SITE__=(\{.*?\})<\/script>/.exec(page.body)?.[1] ?? '{}') as {
    settings: { titles: Record<string, string>; hidden_features: string[] };
    preview?: { role: string; auth: Record<string, { module: string[] }> };
  };
}
const liveTitles = async () => (await send('/wap/setting/info', '', {})).d.titles as Record<string, string>;
async function roleId(key: string): Promise<string> {
  const roles = (await send('/admin/api/roles/list', admin)).d.list as { id: string; key: string }[];
  return roles.find((r) => r.key === key)!.id;
}

describe('settings drafts and "preview as"', () => {
  it('keeps draft changes out of the live portal until they are published', async () => {
    expect((await send('/admin/api/settings/draft/set', admin, { key: 'titles.notice/index', value: '草稿通知' })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/set', admin, { key: 'hiddenFeatures', value: ['message'] })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/list', admin)).d.list).toHaveLength(2);
    expect((await liveTitles())['notice/index']).toBeUndefined();
    expect((await hostPage('/site/', admin)).settings.hidden_features).not.toContain('message');
  });

  it('shows the draft, as the chosen role sees it, only through the preview link of the one who made it', async () => {
    const instructor = await roleId('instructor');
    const link = await send('/admin/api/settings/preview', admin, { role_id: instructor });
    expect(link.e).toBe(0);
    const url = new URL(link.d.url as string);
    const preview = await hostPage(url.pathname + url.search, admin);
    expect(preview.settings.titles['notice/index']).toBe('草稿通知');
    expect(preview.settings.hidden_features).toContain('message');
    expect(preview.preview).toEqual({ role: '辅导员', auth: { ncov: { module: ['instructor'] }, leave: { module: ['approve'] }, exam: { module: ['manage'] }, infocheck: { module: ['review'] }, score: { module: ['staff'] } } });
    // Someone else with the same link sees the live portal.
    const student = await login(t.app, 'student', 'student123', HOSTS.south);
    const other = await hostPage(url.pathname + url.search, student);
    expect(other.preview).toBeUndefined();
    expect(other.settings.titles['notice/index']).toBeUndefined();
    // And a link made on south means nothing on north.
    expect((await hostPage(url.pathname + url.search, await login(t.app, 'admin', 'admin123'), HOSTS.north)).preview).toBeUndefined();
  });

  it('previews as a visitor without a role, and refuses a role of another site', async () => {
    const link = await send('/admin/api/settings/preview', admin, {});
    const url = new URL(link.d.url as string);
    expect((await hostPage(url.pathname + url.search, admin)).preview).toEqual({ role: '', auth: {} });
    const northRoles = (await send('/admin/api/roles/list', await login(t.app, 'admin', 'admin123'), undefined, HOSTS.north)).d.list as {
      id: string;
    }[];
    expect((await send('/admin/api/settings/preview', admin, { role_id: northRoles[0].id })).e).toBe(10004);
  });

  it('keeps secrets out of drafts', async () => {
    const answer = await send('/admin/api/settings/draft/set', admin, {
      key: 'sms',
      value: { kind: 'none', accessKeyId: '', signName: '', secret: 'x' },
    });
    expect(answer).toMatchObject({ e: 10022 });
    expect(JSON.stringify(answer)).toContain('服务配置请直接保存');
  });

  it('publishes every draft change at once, audited, and empties the draft', async () => {
    expect((await send('/admin/api/settings/draft/publish', admin, {})).d).toEqual({ published: 2 });
    t.platform.sites.invalidate();
    expect((await liveTitles())['notice/index']).toBe('草稿通知');
    expect((await send('/admin/api/settings/draft/list', admin)).d.list).toEqual([]);
    expect((await send('/admin/api/settings/draft/publish', admin, {})).m).toBe('草稿中没有修改');
    const log = (await send('/admin/api/audit/list?action=settings.set', admin)).d.list as { target_id: string }[];
    expect(log.map((e) => e.target_id)).toContain('site:titles.notice/index');
  });

  it('can reset to inherited and discard in the draft', async () => {
    expect((await send('/admin/api/settings/draft/reset', admin, { key: 'titles.notice/index' })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/set', admin, { key: 'copyright', value: '© 草稿' })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/discard', admin, { key: 'copyright' })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/list', admin)).d.list).toEqual([{ key: 'titles.notice/index', reset: true }]);
    expect((await send('/admin/api/settings/draft/publish', admin, {})).e).toBe(0);
    t.platform.sites.invalidate();
    expect((await liveTitles())['notice/index']).toBeUndefined();
  });

  it('is for administrators of the settings only', async () => {
    const student = await login(t.app, 'student', 'student123', HOSTS.south);
    expect((await send('/admin/api/settings/draft/list', student)).e).toBe(10003);
    for (const path of ['draft/set', 'draft/publish', 'preview'])
      expect((await send(`/admin/api/settings/${path}`, student, { key: 'copyright', value: 'x' })).e).toBe(10003);
  });

  it("keeps each site's draft its own", async () => {
    const north = await login(t.app, 'admin', 'admin123');
    expect((await send('/admin/api/settings/draft/set', admin, { key: 'copyright', value: '© 南溪草稿' })).e).toBe(0);
    expect((await send('/admin/api/settings/draft/list', north, undefined, HOSTS.north)).d.list).toEqual([]);
    expect((await send('/admin/api/settings/draft/discard', north, {}, HOSTS.north)).e).toBe(0);
    expect((await send('/admin/api/settings/draft/publish', north, {}, HOSTS.north)).m).toBe('草稿中没有修改');
    expect((await send('/admin/api/settings/draft/list', admin)).d.list).toEqual([{ key: 'copyright', value: '© 南溪草稿', reset: false }]);
    // A south session is nobody on north.
    expect((await send('/admin/api/settings/draft/list', admin, undefined, HOSTS.north)).e).toBe(10013);
  });
});
