import { describe, expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import type { TReportView } from '../../contract-report';
import { demoGeo } from '../demo';
import { healthKitForFile } from '../health-test-kit';

const k = healthKitForFile();

const view = async (cookie: string, host: string = HOSTS.north) => (await k.ask('/ncov/wap/report/view', cookie, undefined, host)).d as unknown as TReportView;
const byParam = (v: TReportView) => new Map(v.definition.fields.map((f) => [f.param ?? f.key, f.key]));

describe('the daily report page', () => {
  it('shows the design with its params, my previous report and that today is not reported yet', async () => {
    const v = await view(k.c.student);
    expect(v.title).toBe('每日上报');
    expect([...byParam(v).keys()]).toEqual(expect.arrayContaining(['tw', 'sfzx', 'geo_api_info', 'area', 'address']));
    expect(v.today).toBeNull();
    expect((v.previous?.day ?? '') < v.date && !!v.previous).toBe(true);
    expect(v.window.open).toBe(true);
  });

  it('takes "same as yesterday" once a day, emits report.submitted, and a retry of the same request saves once', async () => {
    const hook = await k.ask('/admin/api/webhooks/create', k.c.admin, { url: 'https://hooks.example.edu/report', events: ['report.submitted'] });
    expect(hook.e).toBe(0);
    const me = await k.freshStudent();
    const v = await view(me.cookie);
    const keys = byParam(v);
    const values = Object.fromEntries(
      Object.entries({ geo_api_info: demoGeo('北京市', '北京市', '海淀区', 116.3, 39.9), area: '北京市 北京市 海淀区', address: '学院路', ismoved: '0', sfzx: '1', tw: '1', sfcxtz: '0', sfjcbh: '0', sfcyglq: '0', jcjgqr: '1', sfjzxgym: '1' }).map(([p, val]) => [keys.get(p), val]),
    );
    const first = await k.ask('/ncov/wap/report/save', me.cookie, { values, requestId: 'r1' });
    expect(first.e).toBe(0);
    const retry = await k.ask('/ncov/wap/report/save', me.cookie, { values, requestId: 'r1' });
    expect(retry).toMatchObject({ e: 0, d: { id: first.d.id } });
    const again = await k.ask('/ncov/wap/report/save', me.cookie, { values, requestId: 'r2' });
    // The page acts on the stable reason; the message is for people.
    expect(again).toEqual({ e: 1, m: '今天已经填报了', d: { reason: 'health.already-reported' } });
    expect((await view(me.cookie)).today?.id).toBe(first.d.id);
    const events = await k.north.selectFrom('webhook_deliveries').select('body').where('event', '=', 'report.submitted').execute();
    expect(events.map((e) => JSON.parse(e.body).data)).toEqual([{ report_id: first.d.id, uid: me.userId, day: v.date }]);
  });

  it('refuses a report without a location, naming the field by its param', async () => {
    const me = await k.freshStudent();
    const keys = byParam(await view(me.cookie));
    const missing = await k.ask('/ncov/wap/report/save', me.cookie, { values: { [keys.get('tw') as string]: '1' }, requestId: 'x1' });
    expect(missing).toMatchObject({ e: 1, m: '定位信息不能为空' });
    const broken = await k.ask('/ncov/wap/report/save', me.cookie, { values: { [keys.get('geo_api_info') as string]: '{not json' }, requestId: 'x2' });
    expect(broken.e).not.toBe(0);
    expect(broken.d.errors).toHaveProperty('geo_api_info');
  });

  it('keeps sites apart: south has its own (Xidian) design and its student sees only south reports', async () => {
    const south = await view(k.c.southStudent, HOSTS.south);
    expect([...byParam(south).keys()]).toContain('ymtys');
    expect(south.previous?.values).toBeDefined();
    const north = await view(k.c.student);
    expect(south.formNo === north.formNo && JSON.stringify(south.definition) === JSON.stringify(north.definition)).toBe(false);
  });
});
