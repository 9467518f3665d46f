import { describe, expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import { siteClock } from '@quad/platform/server/time';
import type { TCheckIndex, TCheckSetting } from '../../contract-check';
import type { THealthSettings } from '../../contract-settings';
import { demoGeo } from '../demo';
import { healthKitForFile } from '../health-test-kit';

const k = healthKitForFile();

const INDEX = '/xisuncov/wap/open-report/index';
const SAVE = '/xisuncov/wap/open-report/save';
const SETTING = '/xisuncov/wap/open-report/get-setting';

const siteNow = async (site: 'north' | 'south') => siteClock((await k.t.platform.sites.get(site))!.settings.timeZone);

/** Sets a site's three-check slots through the manager's settings call, as a school would. */
async function setSlots(admin: string, host: string, checkSlots: THealthSettings['checkSlots']): Promise<void> {
  const current = (await k.ask('/ncov/api/settings/get', admin, undefined, host)).d.settings as THealthSettings;
  const saved = await k.ask('/ncov/api/settings/save', admin, { settings: { ...current, checkSlots, checkTitle: '晨午晚检', checkDesc: '按时上报' } }, host);
  expect(saved.e).toBe(0);
}
const ALL_DAY = [{ name: '全天检', start: '00:00', end: '23:59' }];
/** A slot that is surely not open now (the other half of the day). */
const notNow = (clock: string) => [{ name: '夜检', start: clock < '12:00' ? '23:58' : '00:00', end: clock < '12:00' ? '23:59' : '00:01' }];

const index = async (cookie: string, host: string = HOSTS.north) => (await k.ask(INDEX, cookie, undefined, host)).d as unknown as TCheckIndex;

const answer = {
  sfzx: '1',
  tw: '1',
  area: '陕西省 西安市 长安区',
  city: '西安市',
  province: '陕西省',
  address: '西沣路兴隆段266号',
  geo_api_info: demoGeo('陕西省', '西安市', '长安区', 108.9, 34.1),
  sfcyglq: '0',
  sfyzz: '0',
  qtqk: '',
  askforleave: '0',
  ymtys: '0',
};

describe('three checks a day (xisuncov/wap/open-report)', () => {
  it('get-setting gives the morning and afternoon slots, the title and every slot', async () => {
    await setSlots(k.c.admin, HOSTS.north, [
      { name: '晨检', start: '06:00', end: '12:00' },
      { name: '午检', start: '12:01', end: '18:00' },
      { name: '晚检', start: '18:01', end: '22:00' },
    ]);
    const s = (await k.ask(SETTING, k.c.student)).d as unknown as TCheckSetting;
    expect(s).toMatchObject({ amstart: '06:00', amend: '12:00', pmstart: '12:01', pmend: '18:00', title: '晨午晚检', desc: '按时上报', image: '' });
    expect(s.slots.map((x) => x.name)).toEqual(['晨检', '午检', '晚检']);
  });

  it('in a slot: the index is on time, the first save is 操作成功, a second 您已上报过, and the index turns read-only', async () => {
    await setSlots(k.c.admin, HOSTS.north, ALL_DAY);
    const me = await k.freshStudent();
    const before = await index(me.cookie);
    expect(before.info).toEqual({});
    expect(before).toMatchObject({ date: '全天检', ontime: true, realonly: false, slots: [{ name: '全天检', done: false }] });

    const first = await k.t.app.inject({ method: 'POST', url: SAVE, headers: { host: HOSTS.north, cookie: me.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...answer, junk: 'x' }).toString() });
    expect(first.body).toBe('{"e":0,"m":"操作成功","d":{}}');
    const again = await k.askForm(SAVE, me.cookie, answer);
    expect(again.e).not.toBe(0);
    expect(again.m).toBe('您已上报过');

    const after = await index(me.cookie);
    expect(after).toMatchObject({ date: '全天检', ontime: true, realonly: true, slots: [{ done: true }] });
    expect(after.info).toMatchObject({ ...answer, date: after.day.replaceAll('-', ''), flag: 1, uid: me.userId });
    expect(after.info).toHaveProperty('creator');
    expect(after.info).toHaveProperty('created');
  });

  it('outside every slot: not on time, and a save answers 未到上报时间', async () => {
    await setSlots(k.c.admin, HOSTS.north, notNow(await siteNow('north')));
    const me = await k.freshStudent();
    expect(await index(me.cookie)).toMatchObject({ date: '', ontime: false, realonly: false });
    const late = await k.askForm(SAVE, me.cookie, answer);
    expect(late).toMatchObject({ e: 1, m: '未到上报时间' });
    await setSlots(k.c.admin, HOSTS.north, ALL_DAY);
    expect((await k.askForm(SAVE, me.cookie, answer)).e).toBe(0);
  });

  it('takes the temperature alone (BJUT) and numbers in a JSON body; refuses a bad temperature or location', async () => {
    await setSlots(k.c.admin, HOSTS.north, ALL_DAY);
    const bjut = await k.freshStudent();
    expect(await k.askForm(SAVE, bjut.cookie, { tw: '2' })).toEqual({ e: 0, m: '操作成功', d: {} });
    expect((await index(bjut.cookie)).info).toMatchObject({ tw: '2', sfzx: '', geo_api_info: '' });

    const me = await k.freshStudent();
    const badTw = await k.askForm(SAVE, me.cookie, { ...answer, tw: 'abc' });
    expect(badTw.e).not.toBe(0);
    expect(badTw.d.errors).toHaveProperty('tw');
    const noTw = await k.askForm(SAVE, me.cookie, { sfzx: '1' });
    expect(noTw.d.errors).toHaveProperty('tw');
    const badGeo = await k.askForm(SAVE, me.cookie, { ...answer, geo_api_info: '{not json' });
    expect(badGeo.e).not.toBe(0);
    expect(badGeo.d.errors).toHaveProperty('geo_api_info');
    expect((await index(me.cookie)).realonly).toBe(false);
    expect(await k.ask(SAVE, me.cookie, { ...answer, tw: 3, sfzx: 1, geo_api_info: JSON.parse(answer.geo_api_info) })).toEqual({ e: 0, m: '操作成功', d: {} });
    expect((await index(me.cookie)).info).toMatchObject({ tw: '3', sfzx: '1', geo_api_info: answer.geo_api_info });
  });

  it('re-posting d.info without its bookkeeping works in the next slot (the clients’ loop)', async () => {
    await setSlots(k.c.admin, HOSTS.north, ALL_DAY);
    const me = await k.freshStudent();
    expect((await k.askForm(SAVE, me.cookie, answer)).e).toBe(0);
    await setSlots(k.c.admin, HOSTS.north, [{ name: '补检', start: '00:00', end: '23:59' }]);
    const next = await index(me.cookie);
    expect(next).toMatchObject({ date: '补检', ontime: true, realonly: false, info: { tw: '1', address: answer.address } });
    const { date, flag, uid, creator, created, id, ...posted } = next.info as Record<string, unknown>;
    expect([date, flag, uid, creator, created, id].every((v) => v !== undefined)).toBe(true);
    expect(await k.askForm(SAVE, me.cookie, posted as Record<string, string>)).toEqual({ e: 0, m: '操作成功', d: {} });
  });

  it('keeps sites apart: south has its own slots and its student never sees north checks', async () => {
    await setSlots(k.c.admin, HOSTS.north, ALL_DAY);
    await setSlots(k.c.southAdmin, HOSTS.south, notNow(await siteNow('south')));
    const north = await k.freshStudent();
    expect((await k.askForm(SAVE, north.cookie, answer)).e).toBe(0);
    const southIndex = await index(k.c.southStudent, HOSTS.south);
    expect(southIndex.ontime).toBe(false);
    expect(southIndex.info).toEqual({});
    expect((await k.ask(SETTING, k.c.southStudent, undefined, HOSTS.south)).d.slots).toEqual(notNow(await siteNow('south')));
    expect(await k.askForm(SAVE, k.c.southStudent, answer, HOSTS.south)).toMatchObject({ e: 1, m: '未到上报时间' });
    // North's session is no session on south.
    expect((await k.ask(INDEX, north.cookie, undefined, HOSTS.south)).e).toBe(10013);
    expect(await k.south.selectFrom('health_checks').select('id').execute()).toEqual([]);
  });

  it('asks for a session: 10013 with the login address', async () => {
    const body = await k.ask(INDEX, '');
    expect(body.e).toBe(10013);
    expect(String(body.d.login_url)).toContain('/uc/wap/login?redirect=');
    expect((await k.askForm(SAVE, '', answer)).e).toBe(10013);
  });
});
