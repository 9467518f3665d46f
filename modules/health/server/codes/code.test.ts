import { describe, expect, it } from 'vitest';
import { nowSeconds } from '@quad/platform/server/ids';
import { HOSTS } from '@quad/server/test/harness';
import type { TReportView } from '../../contract-report';
import { demoGeo } from '../demo';
import { healthKitForFile } from '../health-test-kit';
import { signHealthCode } from './service-token';

const k = healthKitForFile();

const mine = async (cookie: string, host: string = HOSTS.north) => (await k.ask('/ncov/api/code/mine', cookie, undefined, host)).d as { colour: string; reasons: string[]; token: string; svg: string; refreshIn: number };
const verify = (token: string, cookie = k.c.admin, host: string = HOSTS.north) => k.ask('/ncov/api/code/verify', cookie, { token, gate: '东门' }, host);

/** Reports today for a fresh student, with `changes` (by param) over a healthy day. */
async function reportAs(cookie: string, changes: Record<string, string> = {}) {
  const view = (await k.ask('/ncov/wap/report/view', cookie)).d as unknown as TReportView;
  const keys = new Map(view.definition.fields.map((f) => [f.param ?? f.key, f.key]));
  const flat = { geo_api_info: demoGeo('北京市', '北京市', '海淀区', 116.3, 39.9), area: '北京市 北京市 海淀区', address: '学院路', ismoved: '0', sfzx: '1', tw: '1', sfcxtz: '0', sfjcbh: '0', sfcyglq: '0', jcjgqr: '1', sfjzxgym: '1', ...changes };
  const values = Object.fromEntries(Object.entries(flat).map(([p, v]) => [keys.get(p), v]));
  expect((await k.ask('/ncov/wap/report/save', cookie, { values, requestId: `code-${Math.random()}` })).e).toBe(0);
}

describe('health codes', () => {
  it('are green after healthy reports, as a signed QR that rotates each minute', async () => {
    const code = await mine(k.c.student);
    expect(code.colour).toBe('green');
    expect(code.svg).toMatch(/^<svg/);
    expect(code.refreshIn).toBeGreaterThan(0);
    expect(code.refreshIn).toBeLessThanOrEqual(60);
    const scan = await verify(code.token);
    expect(scan).toMatchObject({ e: 0, d: { allowed: true, colour: 'green', realname: '学生演示账号' } });
    const passages = (await k.ask('/ncov/api/code/passages', k.c.admin)).d.list as { realname: string; gate: string }[];
    expect(passages[0]).toMatchObject({ realname: '学生演示账号', gate: '东门' });
  });

  it('turn red on a symptom, yellow on a contact, and yellow for someone who has not reported for days', async () => {
    const sick = await k.freshStudent();
    await reportAs(sick.cookie, { sfcxtz: '1' });
    expect(await mine(sick.cookie)).toMatchObject({ colour: 'red', reasons: ['近14天出现症状'] });
    const contact = await k.freshStudent();
    await reportAs(contact.cookie, { sfjcbh: '1' });
    expect((await mine(contact.cookie)).colour).toBe('yellow');
    const silent = await k.freshStudent();
    expect(await mine(silent.cookie)).toMatchObject({ colour: 'yellow', reasons: ['近3天未上报'] });
  });

  it('are judged again at the gate: a code shown green reads red after a fever is reported', async () => {
    const me = await k.freshStudent();
    await reportAs(me.cookie);
    const shown = await mine(me.cookie);
    expect(shown.colour).toBe('green');
    // A symptom recorded since (as a correction by the health office would): the gate reads today's truth.
    const view = (await k.ask('/ncov/wap/report/view', me.cookie)).d as unknown as TReportView;
    const symptom = view.definition.fields.find((f) => f.param === 'sfcxtz')?.key as string;
    await k.north.updateTable('form_answers').set({ values_json: JSON.stringify({ ...view.today?.values, [symptom]: '1' }) }).where('id', '=', view.today?.id as string).execute();
    const scan = await verify(shown.token);
    expect(scan.d).toMatchObject({ allowed: false, colour: 'red' });
  });

  it('refuse forged, expired and other sites\' codes, and people without the gate permission', async () => {
    const code = (await mine(k.c.student)).token;
    const parts = code.split('.');
    expect(await verify([...parts.slice(0, 2), 'r', ...parts.slice(3)].join('.'))).toMatchObject({ e: 1, m: '二维码无效' });
    expect(await verify(`${code.slice(0, -2)}xx`)).toMatchObject({ e: 1, m: '二维码无效' });
    expect(await verify('hello')).toMatchObject({ e: 1, m: '二维码无效' });
    const old = (await signHealthCode(k.north, parts[1] as string, 'green', nowSeconds() - 120)).token;
    expect(await verify(old)).toMatchObject({ e: 1, m: '二维码已过期，请对方刷新后重新出示' });
    const southCode = (await mine(k.c.southStudent, HOSTS.south)).token;
    expect(await verify(southCode)).toMatchObject({ e: 1, m: '二维码无效' });
    expect((await verify(code, k.c.southAdmin, HOSTS.south)).m).toBe('二维码无效');
    expect((await verify(code, k.c.student)).e).toBe(10003);
  });

  it('count vaccination and test results per department for managers only, per site', async () => {
    const stats = (await k.ask('/ncov/api/code/vaccine-stats', k.c.admin)).d as { rows: { name: string; vaccinated: number; negative: number; people: number }[]; total: { reported: number; vaccinated: number; negative: number } };
    expect(stats.total.reported).toBeGreaterThan(30);
    expect(stats.total.vaccinated).toBe(stats.total.reported);
    expect(stats.rows.length).toBeGreaterThan(1);
    expect((await k.ask('/ncov/api/code/vaccine-stats', k.c.student)).e).toBe(10003);
    const south = (await k.ask('/ncov/api/code/vaccine-stats', k.c.southAdmin, undefined, HOSTS.south)).d as { total: { people: number } };
    const northPeople = await k.north.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
    expect(south.total.people).toBeLessThan(Number(northPeople.n) + 1);
    expect(JSON.stringify(south)).not.toContain('北辰');
  });
});
