import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { HOSTS } from '@quad/server/test/harness';
import type { THealthSettings } from '../../contract-settings';
import type { TOriginalDay } from '../../contract-protocol';
import { demoGeo } from '../demo';
import { healthKitForFile, type TBody } from '../health-test-kit';
import HEALTHY_REPORT from '../healthy-report.json';

const k = healthKitForFile();

const INDEX = '/ncov/wap/default/index';
const GET_INFO = '/ncov/wap/default/get-info';
const SAVE = '/ncov/wap/default/save';
const OK = '{"e":0,"m":"操作成功","d":{}}';
const ALREADY = '{"e":1,"m":"今天已经填报了","d":{}}';
const FORM = 'application/x-www-form-urlencoded';
const WECHAT = 'Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0.30';

type TFlat = Record<string, unknown>;

/** What a script does: post the login form, cut `eai-sess` out of Set-Cookie, replay it alone. */
async function scriptLogin(username: string, host: string = HOSTS.north): Promise<string> {
  const res = await k.t.app.inject({ method: 'POST', url: '/uc/wap/login/check', headers: { host, 'content-type': FORM }, payload: new URLSearchParams({ username, password: 'student123' }).toString() });
  expect(res.body).toBe(OK);
  const session = /eai-sess=([^;]+)/.exec([res.headers['set-cookie']].flat().join('\n'));
  expect(session).not.toBeNull();
  return `eai-sess=${session?.[1]}`;
}

/** A browser-like GET of the original page (no XHR header). */
const openPage = (cookie: string, host: string = HOSTS.north, url = INDEX) =>
  k.t.app.inject({ method: 'GET', url, headers: { host, cookie, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'user-agent': WECHAT } });

/** The records as scripts cut them out of the page, with exactly their regexes (an empty `oldInfo: {},` does not match: scripts stop there). */
function scrape(html: string): { def: TFlat; oldInfo: TFlat } {
  const def = /var def = (\{.+\});/.exec(html);
  const oldInfo = /oldInfo: (\{.+\}),/.exec(html);
  expect(def).not.toBeNull();
  if (!oldInfo) expect(html).toContain('oldInfo: {},');
  return { def: JSON.parse(def?.[1] as string) as TFlat, oldInfo: oldInfo ? (JSON.parse(oldInfo[1] as string) as TFlat) : {} };
}

const post = (url: string, cookie: string, payload: string, contentType?: string, host: string = HOSTS.north, method: 'POST' | 'GET' = 'POST') =>
  k.t.app.inject({ method, url, headers: { host, cookie, 'x-requested-with': 'XMLHttpRequest', ...(contentType ? { 'content-type': contentType } : {}) }, payload });

const asForm = (flat: TFlat) => new URLSearchParams(Object.entries(flat).map(([name, v]) => [name, String(v)])).toString();

const body = (res: LightMyRequestResponse) => res.json() as TBody;
const day = async (url: string, cookie: string, host: string = HOSTS.north) => (await k.ask(url, cookie, undefined, host)).d as unknown as TOriginalDay;

/** A full answer of the default report design, by param, as the page would post it. */
const ANSWER = { geo_api_info: demoGeo('北京市', '北京市', '海淀区', 116.35, 39.98), ...HEALTHY_REPORT };

describe('a daily-report script against /ncov/wap/default', () => {
  it('logs in, scrapes def and oldInfo from the page, posts oldInfo with today’s bookkeeping: 操作成功, then 今天已经填报了', async () => {
    const cookie = await scriptLogin('student');
    const page = await openPage(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>每日上报</title>');
    expect(page.body).toMatch(/info: \$\.extend\(\{ismoved:0, jhfjrq:'', jhfjjtgj:'', jhfjhbcc:'', sfxk:0, xkqq:''\}, def\),/);
    const me = await day(GET_INFO, cookie);
    expect(page.body).toContain(`realname: ${JSON.stringify(me.uinfo.realname)}`);
    expect(page.body).toContain(`number: '${me.uinfo.role.number}'`);
    expect(page.body).toContain('location.replace("/site/ncov/index")');

    const { def, oldInfo } = scrape(page.body);
    expect(def.date).toBe(me.date.replaceAll('-', ''));
    expect(def).toMatchObject({ id: '', uid: me.info.uid, created_uid: me.info.uid });
    expect(Object.keys(oldInfo).length).toBeGreaterThan(5);
    expect(String(oldInfo.date) < String(def.date)).toBe(true);

    const posted = { ...oldInfo, id: def.id, uid: def.uid, date: def.date, created: def.created };
    expect((await post(SAVE, cookie, asForm(posted), FORM)).body).toBe(OK);
    expect((await post(SAVE, cookie, asForm(posted), FORM)).body).toBe(ALREADY);

    const after = await day(GET_INFO, cookie);
    expect(after.hasFlag).toBe(1);
    expect(after.info).toMatchObject({ tw: oldInfo.tw, geo_api_info: oldInfo.geo_api_info, address: oldInfo.address, date: def.date });
    expect(after.info.id).not.toBe('');
  });

  it('answers the same URL with an XHR header as an envelope (and /ncov/wap/default is the index)', async () => {
    const me = await k.freshStudent();
    for (const url of [INDEX, '/ncov/wap/default']) {
      const d = await day(url, me.cookie);
      expect(d.info).toMatchObject({ id: '', uid: me.userId });
      expect(d.oldInfo).toEqual({});
      expect(d.uinfo.role.number).not.toBe('');
      expect(d.uinfo.realname).not.toBe('');
      expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.hasFlag).toBe(0);
    }
    // Without the header, the same address is the page.
    expect((await openPage(me.cookie, HOSTS.north, '/ncov/wap/default')).body).toContain('var def = {');
  });

  it('serves get-info at the default, Fudan and BUAA paths, GET and POST; Fudan’s captcha field is ignored', async () => {
    const me = await k.freshStudent();
    const urls = [GET_INFO, '/ncov/wap/fudan/get-info', '/buaaxsncov/wap/default/get-info'];
    const before = await day(GET_INFO, me.cookie);
    expect(before).toMatchObject({ hasFlag: 0, uinfo: { realname: expect.any(String), role: { number: expect.any(String) } } });
    // Before today's report, `created` is the moment of asking: calls a second apart differ there only.
    const same = { ...before, info: { ...before.info, created: expect.any(Number) } };
    for (const url of urls) expect(await day(url, me.cookie)).toEqual(same);
    expect((await k.askForm(GET_INFO, me.cookie, { code: '1234' })).d).toEqual(same);

    expect((await post('/ncov/wap/fudan/save', me.cookie, asForm({ ...ANSWER, code: 'abcd' }), FORM)).body).toBe(OK);
    for (const url of urls) expect((await day(url, me.cookie)).hasFlag).toBe(1);
    expect((await post('/buaaxsncov/wap/default/save', me.cookie, asForm(ANSWER), FORM)).body).toBe(ALREADY);
  });

  it('reads a JSON body, a form without charset, a body with no type and a GET with params; numbers and unknown fields are fine', async () => {
    const json = await k.freshStudent();
    const extra = { tw: 1, sfzx: 1, id: 'x', uid: 'someone', date: '19990101', created: 1, created_uid: 'x', realname: '别人', number: '000', jhfjrq: '', junk: 'x' };
    expect((await post(SAVE, json.cookie, JSON.stringify({ ...ANSWER, ...extra }), 'application/json')).body).toBe(OK);
    expect((await day(GET_INFO, json.cookie)).info).toMatchObject({ tw: '1', sfzx: '1', uid: json.userId });

    const bare = await k.freshStudent();
    expect((await post(SAVE, bare.cookie, asForm(ANSWER), FORM)).body).toBe(OK);
    const untyped = await k.freshStudent();
    expect((await post(SAVE, untyped.cookie, asForm(ANSWER))).body).toBe(OK);
    // A GET save is the original page's XHR only (it names the page it comes from); a bare GET, as a link
    // or an image in a notice would make it, is refused and saves nothing.
    const query = await k.freshStudent();
    const getSave = (headers: Record<string, string>) =>
      k.t.app.inject({ method: 'GET', url: `${SAVE}?${asForm(ANSWER)}`, headers: { host: HOSTS.north, cookie: query.cookie, ...headers } });
    expect((await getSave({ accept: 'image/*' })).json()).toMatchObject({ e: 10003 });
    expect((await getSave({ 'x-requested-with': 'XMLHttpRequest' })).json()).toMatchObject({ e: 10003 });
    expect((await day(GET_INFO, query.cookie)).hasFlag).toBe(0);
    expect((await getSave({ 'x-requested-with': 'XMLHttpRequest', referer: `http://${HOSTS.north}${INDEX}` })).body).toBe(OK);
    for (const who of [bare, untyped, query]) expect((await day(GET_INFO, who.cookie)).hasFlag).toBe(1);
  });

  it('refuses bad input with a Chinese message, field errors named by param, and saves nothing', async () => {
    const me = await k.freshStudent();
    const { geo_api_info: _geo, ...noGeo } = ANSWER;
    const missing = body(await post(SAVE, me.cookie, asForm(noGeo), FORM));
    expect(missing.e).not.toBe(0);
    expect(missing.m).toBe('定位信息不能为空');
    const broken = body(await post(SAVE, me.cookie, asForm({ ...ANSWER, geo_api_info: '{"type":"complete"' }), FORM));
    expect(broken.e).not.toBe(0);
    expect(broken.d.errors).toHaveProperty('geo_api_info');
    const badTw = body(await post(SAVE, me.cookie, asForm({ ...ANSWER, tw: 'abc' }), FORM));
    expect(badTw.e).not.toBe(0);
    expect(badTw.m).toMatch(/[\u4e00-\u9fa5]/);
    expect(badTw.d.errors).toHaveProperty('tw');
    expect((await day(GET_INFO, me.cookie)).hasFlag).toBe(0);
    expect((await post(SAVE, me.cookie, asForm(ANSWER), FORM)).body).toBe(OK);
  });

  it('asks for a session: XHR gets 10013 with the login address, a browser gets a 302; eai-sess alone is enough', async () => {
    for (const url of [INDEX, GET_INFO, SAVE]) {
      const res = await post(url, '', '', undefined, HOSTS.north, url === SAVE ? 'POST' : 'GET');
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({ e: 10013, m: '用户信息已失效,请重新进入页面' });
      expect(String(body(res).d.login_url)).toContain('/uc/wap/login?redirect=');
    }
    for (const headers of [{ accept: 'text/html' }, {}]) {
      const nav = await k.t.app.inject({ method: 'GET', url: INDEX, headers: { host: HOSTS.north, ...headers } });
      expect(nav.statusCode).toBe(302);
      expect(nav.headers.location).toContain('/uc/wap/login?redirect=');
    }
    const me = await k.freshStudent();
    const session = /eai-sess=[^;]+/.exec(me.cookie)?.[0] as string;
    expect((await openPage(`${session}; UUKey=not-the-right-case`)).body).toContain('var def = {');
  });

  it('keeps the page’s script inert whatever a name or an answer holds', async () => {
    const me = await k.freshStudent();
    const evil = '</script><script>alert(1)</script>';
    await k.north.updateTable('users').set({ realname: evil }).where('id', '=', me.userId).execute();
    const note = `</script><!--<script>\u2028\u2029'"\\`;
    expect((await k.ask(SAVE, me.cookie, { ...ANSWER, qksm: note })).e).toBe(0);
    const page = (await openPage(me.cookie)).body;
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    expect(page).not.toMatch(/[\u2028\u2029]/);
    const { def } = scrape(page);
    expect(def.qksm).toBe(note);
    expect(JSON.parse(/realname: (".*"),/.exec(page)?.[1] as string)).toBe(evil);
  });
});

describe('school aliases and the UCAS/SCU calls', () => {
  async function setAliases(admin: string, host: string, aliases: string[]) {
    const current = (await k.ask('/ncov/api/settings/get', admin, undefined, host)).d.settings as THealthSettings;
    expect((await k.ask('/ncov/api/settings/save', admin, { settings: { ...current, aliases } }, host)).e).toBe(0);
  }

  it('answers a configured alias on its own site only, and leaves other paths to their owners', async () => {
    await setAliases(k.c.admin, HOSTS.north, ['whuxsncov/wap/default']);
    const me = await k.freshStudent();
    expect((await day('/whuxsncov/wap/default/get-info', me.cookie)).info).toMatchObject({ uid: me.userId });
    expect((await post('/whuxsncov/wap/default/save', me.cookie, asForm(ANSWER), FORM)).body).toBe(OK);
    expect((await day(GET_INFO, me.cookie)).hasFlag).toBe(1);
    expect((await k.ask('/whuxsncov/wap/default/get-info', '')).e).toBe(10013);

    const south = await k.ask('/whuxsncov/wap/default/get-info', k.c.southStudent, undefined, HOSTS.south);
    expect(south.e).toBe(10004);
    expect((await k.ask('/otherxsncov/wap/default/get-info', me.cookie)).e).toBe(10004);
    // Static paths of other areas keep answering as before.
    expect((await k.ask('/uc/wap/user/get-info', me.cookie)).d).toHaveProperty('base');
    expect((await k.ask('/forms/wap/default/get-info', me.cookie)).e).toBe(10022);
  });

  it('UCAS daily gives my latest report with a dashed date; its save takes only today', async () => {
    const fresh = await k.freshStudent();
    expect(await k.ask('/ncov/api/default/daily?xgh=0&app_id=ucas', fresh.cookie)).toEqual({ e: 0, m: '操作成功', d: {} });
    const today = (await day(GET_INFO, fresh.cookie)).date;
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const wrongDay = await k.askForm('/ncov/api/default/save', fresh.cookie, { ...ANSWER, app_id: 'ucas', date: yesterday });
    expect(wrongDay).toMatchObject({ e: 1, m: '只能填报今天的数据' });
    expect((await post('/ncov/api/default/save', fresh.cookie, asForm({ ...ANSWER, app_id: 'ucas', date: today }), FORM)).body).toBe(OK);
    const latest = (await k.ask('/ncov/api/default/daily?xgh=0&app_id=ucas', fresh.cookie)).d;
    expect(latest).toMatchObject({ date: today, tw: '1', uid: fresh.userId });
    expect(latest.id).not.toBe('');
    // The demo teacher has no reports; the demo student's latest is from before today.
    const student = (await k.ask('/ncov/api/default/daily', k.c.southStudent, undefined, HOSTS.south)).d;
    expect(String(student.date) < today).toBe(true);
  });

  it('keeps sites apart: south’s session sees south’s records only, never north’s', async () => {
    const northIds = new Set((await k.north.selectFrom('form_answers').select('id').execute()).map((r) => r.id));
    const southIds = new Set((await k.south.selectFrom('form_answers').select('id').execute()).map((r) => r.id));
    const { oldInfo, def } = scrape((await openPage(k.c.southStudent, HOSTS.south)).body);
    expect(southIds.has(String(oldInfo.id))).toBe(true);
    expect(northIds.has(String(oldInfo.id))).toBe(false);
    expect('ymtys' in def).toBe(true);
    const southDay = await day(GET_INFO, k.c.southStudent, HOSTS.south);
    const northDay = await day(GET_INFO, k.c.student);
    expect(southDay.info.uid).not.toBe(northDay.info.uid);
    expect(southIds.has(String((await k.ask('/ncov/api/default/daily', k.c.southStudent, undefined, HOSTS.south)).d.id))).toBe(true);
    // North's session is no session on south.
    expect((await k.ask(GET_INFO, k.c.student, undefined, HOSTS.south)).e).toBe(10013);
    const nav = await k.t.app.inject({ method: 'GET', url: INDEX, headers: { host: HOSTS.south, cookie: k.c.student, accept: 'text/html' } });
    expect(nav.statusCode).toBe(302);
  });
});
