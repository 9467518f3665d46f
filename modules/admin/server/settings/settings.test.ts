import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '@quad/platform/server/sites/layers';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';
import { SETTING_VALUES } from '../../contract-settings';

const t = serverForFile(['admin', 'southAdmin']);
const { c } = t;

type TItem = { key: string; value: unknown; source: string; here: boolean };
type TWhere = { layer?: string; dept_id?: string };
const answers: string[] = [];
/** Every answer's raw text is kept, to look for secrets in all of them at the end. */
async function send(url: string, cookie: string, host: string, json?: unknown) {
  const res = await call(t.app, { url, cookie, host, json });
  answers.push(res.body);
  return res.json();
}
const get = (where: TWhere, cookie = c.southAdmin, host: string = HOSTS.south) =>
  send(`/admin/api/settings/get?${new URLSearchParams(where as Record<string, string>)}`, cookie, host);
const set = (body: Record<string, unknown>, cookie = c.southAdmin, host: string = HOSTS.south) =>
  send('/admin/api/settings/set', cookie, host, body);
const reset = (body: Record<string, unknown>, cookie = c.southAdmin, host: string = HOSTS.south) =>
  send('/admin/api/settings/reset', cookie, host, body);
const item = async (key: string, where: TWhere = {}, cookie = c.southAdmin, host: string = HOSTS.south) =>
  ((await get(where, cookie, host)).d.list as TItem[]).find((i) => i.key === key);
/** What every page of the site gets: the settings answer, with or without a session. */
const pageSettings = async (host: string = HOSTS.south, cookie?: string) => (await send('/wap/setting/info', cookie ?? '', host, {})).d;
const settle = () => t.platform.sites.invalidate();

async function southDepartment(): Promise<string> {
  const depts = (await send('/admin/api/departments/list', c.southAdmin, HOSTS.south)).d.list as { id: string; kind: string }[];
  return depts.find((d) => d.kind === 'department')!.id;
}

describe('resolution order', () => {
  it('takes platform defaults, then the site, then the department, and says where each value comes from', async () => {
    expect((await set({ layer: 'platform', key: 'copyright', value: '© 平台默认' }, c.admin, HOSTS.north)).e).toBe(0);
    // The demo site set its own copyright: the platform default is under it.
    expect(await item('copyright')).toMatchObject({ value: '© 南溪大学网络与信息中心', source: 'site', here: true });
    expect((await reset({ key: 'copyright' })).e).toBe(0);
    expect(await item('copyright')).toMatchObject({ value: '© 平台默认', source: 'platform', here: false });

    expect((await set({ key: 'copyright', value: '© 南溪大学' })).e).toBe(0);
    expect(await item('copyright')).toMatchObject({ value: '© 南溪大学', source: 'site', here: true });
    expect((await pageSettings()).copyright).toBe('© 南溪大学');

    const dept = await southDepartment();
    expect((await set({ layer: 'department', dept_id: dept, key: 'titles.news/index', value: '院系新闻' })).e).toBe(0);
    expect((await set({ key: 'titles.news/index', value: '南溪新闻' })).e).toBe(0);
    expect(await item('titles.news/index', { layer: 'department', dept_id: dept })).toMatchObject({
      value: '院系新闻',
      source: 'department',
    });
    expect(await item('titles.news/index')).toMatchObject({ value: '南溪新闻', source: 'site' });
    expect((await pageSettings()).titles['news/index']).toBe('南溪新闻');
  });

  it('answers a signed-in person the values of their own department', async () => {
    const dept = await southDepartment();
    const users = (await send(`/admin/api/users/list?dept_id=${dept}&type=student&size=1`, c.southAdmin, HOSTS.south)).d.list as {
      username: string;
    }[];
    const student = await login(t.app, users[0].username, 'student123', HOSTS.south);
    expect((await pageSettings(HOSTS.south, student)).titles['news/index']).toBe('院系新闻');
    // The host page carries the same values, so the phone page shows them without asking.
    const page = await t.app.inject({ method: 'GET', url: '/site/', headers: { host: HOSTS.south, cookie: student } });
    const injected = JSON.parse(/window\.__SITE__=(\{.*?\})<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(injected.settings.titles['news/index']).toBe('院系新闻');
    const anonymous = await t.app.inject({ method: 'GET', url: '/site/', headers: { host: HOSTS.south } });
    expect(anonymous.body).toContain('南溪新闻');
  });

  it('hands app categories and page variants to every page', async () => {
    expect((await set({ key: 'appCategories', value: { notice: '校园资讯', forms: '办事服务' } })).e).toBe(0);
    expect((await set({ key: 'pageVariants', value: { 'notice/index': { desktop: 'noticepage' } } })).e).toBe(0);
    const answer = await pageSettings();
    expect(answer.app_categories).toEqual({ notice: '校园资讯', forms: '办事服务' });
    expect(answer.page_variants).toEqual({ 'notice/index': { desktop: 'noticepage' } });
    expect((await set({ key: 'pageVariants', value: { 'notice/index': { tablet: 'x' } } })).e).toBe(10022);
    expect((await reset({ key: 'pageVariants' })).e).toBe(0);
    expect((await pageSettings()).page_variants).toEqual({});
  });

  it('keeps both of two route titles saved at the same moment (one settings column, no lost update)', async () => {
    const saves = await Promise.all(
      ['news/detail', 'notice/index', 'message/index', 'form/index'].map((route) =>
        set({ key: `titles.${route}`, value: `同时-${route}` }),
      ),
    );
    expect(saves.map((a) => a.e)).toEqual([0, 0, 0, 0]);
    const titles = (await pageSettings()).titles;
    for (const route of ['news/detail', 'notice/index', 'message/index', 'form/index']) expect(titles[route]).toBe(`同时-${route}`);
  });

  it('keeps identity and providers per site: a department cannot set them', async () => {
    const dept = await southDepartment();
    const refused = await set({ layer: 'department', dept_id: dept, key: 'copyright', value: 'x' });
    expect(refused).toMatchObject({ e: 10022, d: { errors: { key: '这一项不能按院系设置' } } });
    expect((await get({ layer: 'department' })).d.errors).toMatchObject({ dept_id: '请选择院系' });
    expect((await get({ layer: 'department', dept_id: 'nope' })).e).toBe(10004);
  });
});

describe('reset to inherited', () => {
  it('removes the value at that layer only, and the inherited one applies again at once', async () => {
    expect((await reset({ key: 'copyright' })).e).toBe(0);
    expect(await item('copyright')).toMatchObject({ value: '© 平台默认', source: 'platform', here: false });
    expect((await pageSettings()).copyright).toBe('© 平台默认');
    expect((await reset({ key: 'titles.news/index' })).e).toBe(0);
    expect((await pageSettings()).titles['news/index']).toBeUndefined();
    expect((await reset({ layer: 'platform', key: 'copyright' }, c.admin, HOSTS.north)).e).toBe(0);
    expect(await item('copyright')).toMatchObject({ value: '', source: 'platform' });
  });

  it('records every change in the audit log', async () => {
    const log = (await send('/admin/api/audit/list?size=50', c.southAdmin, HOSTS.south)).d.list as { action: string; target_id: string }[];
    expect(log.map((l) => `${l.action} ${l.target_id}`)).toEqual(
      expect.arrayContaining(['settings.set site:copyright', 'settings.reset site:copyright']),
    );
  });
});

describe('provider secrets', () => {
  it('are write-only: answers say whether one is set, and saving without one keeps it', async () => {
    const wecom = { kind: 'wecom', corpId: 'ww-south', agentId: '1000002' };
    expect((await set({ key: 'messaging', value: { ...wecom, secret: 'TOP-SECRET-42' } })).e).toBe(0);
    expect((await item('messaging'))?.value).toEqual({ ...wecom, secret_set: true });
    expect((await set({ key: 'messaging', value: { ...wecom, agentId: '1000003' } })).e).toBe(0);
    settle();
    expect((await t.platform.sites.get('south'))?.settings.messaging.secret).toBe('TOP-SECRET-42');
    expect((await set({ key: 'sms', value: { kind: 'aliyun', accessKeyId: 'AK', signName: '南溪', secret: 'SMS-SECRET-7' } })).e).toBe(0);
    expect((await item('sms'))?.value).toMatchObject({ secret_set: true });
    expect((await item('payments'))?.value).toMatchObject({ kind: 'none', secret_set: false });
    await send('/admin/api/audit/list?size=50', c.southAdmin, HOSTS.south);
    const hostPage = await call(t.app, { url: '/site/', host: HOSTS.south, cookie: c.southAdmin });
    expect(hostPage.body).toContain('__SITE__');
    answers.push(hostPage.body);
    for (const raw of answers) {
      expect(raw).not.toContain('TOP-SECRET-42');
      expect(raw).not.toContain('SMS-SECRET-7');
    }
  });
});

describe('school systems', () => {
  const card = { kind: 'rest', baseUrl: 'https://card.south.example.edu.cn/quad', appId: 'quad-south' };
  type TSystem = { baseUrl?: string; appId?: string; secret?: string };
  /** What the card area reads: the site's effective `cardSystem`, secret included. */
  const stored = async (site: string) => ((await t.platform.sites.get(site))?.settings as { cardSystem?: TSystem } | undefined)?.cardSystem;

  it('refuses an address that is not one, in Chinese, and saves nothing', async () => {
    const answer = await set({ key: 'cardSystem', value: { ...card, baseUrl: 'ftp://card.example', secret: 'CARD-SECRET-9' } });
    expect(answer).toMatchObject({ e: 10022 });
    expect(answer.d.errors.value).toContain('接口地址应以 http(s):// 开头');
    settle();
    expect((await stored('south'))?.baseUrl ?? '').toBe('');
    expect((await item('cardSystem'))?.here).not.toBe(true);
  });

  it('asks for the address and the app id of a system it is to reach', async () => {
    const answer = await set({ key: 'cardSystem', value: { kind: 'rest', baseUrl: '', appId: '', secret: 'CARD-SECRET-9' } });
    expect(answer.e).toBe(10022);
    expect(answer.d.errors.value).toContain('请填写接口地址和应用 ID');
  });

  it('are write-only like the other providers, saved directly and never in a draft', async () => {
    expect((await set({ key: 'cardSystem', value: { ...card, secret: 'CARD-SECRET-9' } })).e).toBe(0);
    expect((await item('cardSystem'))?.value).toEqual({ ...card, secret_set: true });
    expect((await set({ key: 'cardSystem', value: { ...card, appId: 'quad-south-2' } })).e).toBe(0);
    settle();
    expect(await stored('south')).toEqual({ ...card, appId: 'quad-south-2', secret: 'CARD-SECRET-9' });
    const drafted = await send('/admin/api/settings/draft/set', c.southAdmin, HOSTS.south, { key: 'cardSystem', value: card });
    expect(drafted.d.errors.key).toContain('服务配置请直接保存，不放入草稿');
    await send('/admin/api/audit/list?size=50', c.southAdmin, HOSTS.south);
    for (const raw of answers) expect(raw).not.toContain('CARD-SECRET-9');
  });

  it("are per site: south's administrator neither sees nor changes north's", async () => {
    expect((await get({}, c.southAdmin, HOSTS.north)).e).toBe(10013);
    expect((await set({ key: 'cardSystem', value: { ...card, secret: 'x' } }, c.southAdmin, HOSTS.north)).e).toBe(10013);
    settle();
    expect((await stored('north'))?.appId ?? '').toBe('');
    expect(JSON.stringify((await get({}, c.admin, HOSTS.north)).d.list)).not.toContain('quad-south');
  });
});

describe('provider addresses', () => {
  it('are not a site administrator’s to set: the WeCom secret goes only where the platform says', async () => {
    const wecom = { kind: 'wecom', corpId: 'ww-south', agentId: '1000002', secret: 'S' };
    for (const extra of [{ baseUrl: 'http://169.254.169.254/latest' }, { authorizeUrl: 'http://evil.example/authorize' }]) {
      const res = await set({ key: 'messaging', value: { ...wecom, ...extra } });
      expect(res).toMatchObject({ e: 10022, d: { errors: { value: '设置值：消息应用配置格式不正确' } } });
    }
    expect(
      (await set({ layer: 'platform', key: 'messaging', value: { ...wecom, baseUrl: 'http://10.0.0.1/' } }, c.admin, HOSTS.north)).e,
    ).toBe(10022);
  });
});

describe('who may change what', () => {
  it('keeps a site administrator to their own site and out of the platform layer', async () => {
    expect((await set({ layer: 'platform', key: 'copyright', value: '劫持' })).e).toBe(10003);
    expect((await get({ layer: 'platform' })).e).toBe(10003);
    expect((await set({ layer: 'platform', key: 'copyright', value: '劫持' }, c.southAdmin, HOSTS.north)).e).toBe(10013);
    const northDepts = (await send('/admin/api/departments/list', c.admin, HOSTS.north)).d.list as { id: string; kind: string }[];
    const foreign = northDepts.find((d) => d.kind === 'department')!.id;
    expect((await set({ layer: 'department', dept_id: foreign, key: 'titles.news/index', value: '越权' })).e).toBe(10004);
    const student = await login(t.app, 'student', 'student123', HOSTS.south);
    expect((await set({ key: 'copyright', value: '学生改的' }, student)).e).toBe(10003);
  });
});

describe('the keys', () => {
  it('are the same in the console contract and in the resolution, and all show even when unset', async () => {
    expect(Object.keys(SETTING_VALUES).sort()).toEqual([...SETTING_KEYS].sort());
    const keys = ((await get({})).d.list as TItem[]).map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining([...SETTING_KEYS]));
    expect(await item('enabledApps')).toMatchObject({ value: null, source: 'platform', here: false });
  });
});

describe('bad input', () => {
  it('names what is wrong with each kind of value in Chinese', async () => {
    const cases: [string, unknown, string][] = [
      ['copyright', 'x'.repeat(201), '版权信息不能超过200个字'],
      ['logo', 'javascript:alert(1)', '校徽地址应以 http(s):// 或 / 开头'],
      ['titles.news/index', '', '请填写页面标题'],
      ['hiddenFeatures', 'news', '隐藏功能应为列表'],
      ['enabledApps', ['news', 'a b'], '应用标识不正确'],
      ['homeTemplate', '../x', '首页模板不正确'],
      ['pageVariants', { 'news/index': { watch: 'x' } }, '页面版本格式不正确'],
      ['messaging', { kind: 'carrier-pigeon', corpId: '', agentId: '' }, '消息应用类型不正确'],
      ['payments', 'free', '支付配置格式不正确'],
    ];
    for (const [key, value, message] of cases) {
      const answer = await set({ key, value });
      expect(answer.e, key).toBe(10022);
      expect(answer.d.errors.value, key).toContain(message);
    }
    expect((await set({ key: 'favouriteColour', value: 'red' })).d.errors).toEqual({ key: '没有这个设置项' });
    expect((await set({ layer: 'galaxy', key: 'copyright', value: 'x' })).d.errors).toMatchObject({ layer: '层级不正确' });
  });
});
