import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { permissionsChanged } from '@quad/platform/server/identity/permissions';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TFigures } from '../contract';
import { figuresKind } from './kind';
import { buildFigures, changePercent } from './service';

type TBody = { e: number; m: string; d: TFigures };

const t = serverForFile(['admin', 'teacher', 'student', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');
const figures = async (cookie: string, host: string = HOSTS.north): Promise<TBody> => (await call(t.app, { url: '/datastat/api/figures', cookie, host })).json();
const by = { source: 'upload' as const, by: 'u_test' };

describe('数据统计', () => {
  it('shows the administrators the demo figures by category, each with its newest year, change and trend', async () => {
    const body = await figures(t.c.admin);
    expect(body.e, body.m).toBe(0);
    expect(body.d.categories.map((c) => c.name)).toEqual(['学生', '教职工', '教学', '科研', '办学条件']);
    const undergraduates = body.d.categories[0]!.figures[0]!;
    expect(undergraduates).toMatchObject({ name: '在校本科生', unit: '人', period: '2025', previousPeriod: '2024', changePercent: 2 });
    expect(undergraduates.history.map((p) => p.period)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(body.d.categories[3]!.figures[0]).toMatchObject({ name: '科研经费', unit: '万元', note: '含纵向与横向经费' });
    expect(body.d.updatedAt).toBeGreaterThan(0);
    expect(body.d.failed).toBe(false);
  });

  it('is for those granted it: a student is refused; a school leader reads them', async () => {
    expect((await figures(t.c.student)).e).toBe(10003);
    expect((await figures(t.c.teacher)).e).toBe(10003);
    const db = north();
    const leader = await db.selectFrom('roles').select('id').where('key', '=', 'school-leader').executeTakeFirstOrThrow();
    const teacher = await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    const dept = await db.selectFrom('departments').select('id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles', { user_id: teacher.id, role_id: leader.id, dept_id: dept.id }).execute();
    permissionsChanged(db);
    expect((await figures(t.c.teacher)).e).toBe(0);
  });

  it('each site sees its own figures only, and a new load shows at once', async () => {
    const loaded = await loadDatasetRows(south(), figuresKind, [
      { category: '学生', name: '在校生', value: 100, unit: '人', period: '2025-09' },
      { category: '学生', name: '在校生', value: 90, unit: '人', period: '2024-09' },
    ], by);
    expect(loaded.ok).toBe(true);
    const southFigures = (await figures(t.c.southAdmin, HOSTS.south)).d;
    expect(southFigures.categories).toEqual([
      { name: '学生', figures: [expect.objectContaining({ name: '在校生', value: 100, period: '2025-09', changePercent: 11.1 })] },
    ]);
    expect(JSON.stringify((await figures(t.c.admin)).d)).not.toContain('"在校生"');
    // North's session on the south host is not a session there.
    expect((await figures(t.c.admin, HOSTS.south)).e).toBe(10013);
  });

  it('refuses a file with a bad row, naming row and column, and keeps the figures in use', async () => {
    const csv = '分类,指标,数值,单位,统计时间\n学生,在校本科生,"21,800",人,2026\n学生,在校研究生,很多,人,2026\n学生,留学生,700,人,去年\n';
    const response = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '数据统计.csv', data: Buffer.from(csv), fields: { kind: figuresKind.id } });
    const body = response.json();
    expect(body.e, body.m).toBe(0);
    expect(body.d).toMatchObject({ ok: false, badRows: 2 });
    expect(body.d.errors).toEqual([
      { row: 3, column: '数值', message: '数值必须是数字' },
      { row: 4, column: '统计时间', message: '统计时间应写成 2026、2026-09 或 2026-09-01' },
    ]);
    expect((await figures(t.c.admin)).d.categories[0]!.figures[0]).toMatchObject({ period: '2025' });
  });
});

describe('building the figures', () => {
  it('orders by 排序 then as listed, periods by time, and says no change from nothing', () => {
    const built = buildFigures([
      { category: '科研', name: '经费', value: 120, period: '2025', order: 2 },
      { category: '学生', name: '本科生', value: 10, period: '2025' },
      { category: '科研', name: '经费', value: 0, period: '2024', order: 2 },
      { category: '学生', name: '研究生', value: 5, period: '2024-09', order: 1 },
      { category: '学生', name: '研究生', value: 6, period: '2025-09', order: 1 },
    ]);
    expect(built.map((c) => [c.name, c.figures.map((f) => f.name)])).toEqual([
      ['学生', ['研究生', '本科生']],
      ['科研', ['经费']],
    ]);
    expect(built[0]!.figures[0]).toMatchObject({ value: 6, period: '2025-09', changePercent: 20, history: [{ period: '2024-09', value: 5 }, { period: '2025-09', value: 6 }] });
    expect(built[1]!.figures[0]!.changePercent).toBeNull();
    expect(changePercent(90, 100)).toBe(-10);
    expect(changePercent(-50, -100)).toBe(50);
  });
});
