import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TAsset, TAssetSummary } from '../contract';
import { assetKind } from './kind';
import { codeFromLabel } from './label';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };
type TPage = { list: TAsset[]; total: number; categories: string[]; departments: string[]; value: number };

const t = serverForFile(['admin', 'student', 'teacher', 'other', 'southAdmin']);
const north = () => new SiteDb(t.platform.database.db, 'north');

async function ask<D>(path: string, cookie: string, query: Record<string, string | number> = {}, host: string = HOSTS.north): Promise<TBody<D>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await call(t.app, { url: `${path}${search ? `?${search}` : ''}`, cookie, host })).json();
}
const summary = (cookie: string) => ask<TAssetSummary>('/asset/api/summary', cookie);
const mine = (cookie: string, query: Record<string, string | number> = {}) => ask<TPage>('/asset/api/list', cookie, { size: 50, ...query });
const scan = (cookie: string, code: string, host?: string) => ask<TAsset>('/asset/api/scan', cookie, { code }, host);
const search = (cookie: string, q: string) => ask<TPage>('/asset/api/search', cookie, { q });
const department = (cookie: string, query: Record<string, string | number> = {}) => ask<TPage>('/asset/api/department', cookie, { size: 100, ...query });

/** The demo's first two departments on north (teacher manages the first). */
const FIRST = '计算机学院';
const SECOND = '数学学院';

describe('my assets', () => {
  it('sums what I hold by category and status, and says whether I manage departments', async () => {
    const teacher = await summary(t.c.teacher);
    expect(teacher.e, teacher.m).toBe(0);
    expect(teacher.d).toMatchObject({ count: 10, total: 43904, manages: true, failed: false });
    expect(teacher.d.byCategory[0]).toEqual({ name: '计算机设备', count: 3, total: 22197 });
    expect(teacher.d.byStatus.map((s) => [s.name, s.count])).toEqual(expect.arrayContaining([['在用', 7], ['维修', 1], ['闲置', 1], ['报废', 1]]));
    expect(teacher.d.updatedAt).toBeGreaterThan(0);
    expect((await summary(t.c.admin)).d).toMatchObject({ count: 10, manages: true });
    expect((await summary(t.c.student)).d).toMatchObject({ count: 0, total: 0, byCategory: [], manages: false });
  });

  it('lists only my own, filtered by category and status, a page at a time', async () => {
    const all = await mine(t.c.teacher);
    expect(all.d.total).toBe(10);
    expect(all.d.list.every((a) => a.custodian === 'teacher' && a.mine && a.department === FIRST)).toBe(true);
    expect(all.d.categories).toEqual(expect.arrayContaining(['计算机设备', '仪器仪表', '家具']));
    expect((await mine(t.c.teacher, { category: '仪器仪表' })).d.list.map((a) => a.name).sort()).toEqual(['直流稳压电源', '示波器']);
    expect((await mine(t.c.teacher, { status: '维修' })).d.list.map((a) => a.name)).toEqual(['激光打印机']);
    const last = await mine(t.c.teacher, { size: 3, page: 4 });
    expect(last.d).toMatchObject({ total: 10 });
    expect(last.d.list).toHaveLength(1);
    expect((await mine(t.c.admin)).d.list.every((a) => a.custodian === 'admin')).toBe(true);
    expect((await mine(t.c.student)).d).toMatchObject({ list: [], total: 0 });
  });
});

describe('finding an asset', () => {
  it('scans my own label, as a code or an address ending with it', async () => {
    const [printer] = (await mine(t.c.teacher, { status: '维修' })).d.list;
    expect((await scan(t.c.teacher, printer!.code)).d).toMatchObject({ name: '激光打印机', mine: true });
    expect((await scan(t.c.teacher, `https://zc.example.edu/asset/${printer!.code}`)).d.code).toBe(printer!.code);
    expect((await scan(t.c.teacher, `https://zc.example.edu/m/asset?code=${printer!.code}`)).d.code).toBe(printer!.code);
  });

  it("answers someone else's asset exactly as one that does not exist: 未找到该资产或无权查看", async () => {
    const [code] = (await mine(t.c.teacher)).d.list.map((a) => a.code);
    const others = await scan(t.c.student, code!);
    const none = await scan(t.c.student, 'ZCN-2099-9999');
    expect(others).toEqual({ e: 1, m: '未找到该资产或无权查看', d: {} });
    expect(none).toEqual(others);
    expect((await scan(t.c.other, code!)).m).toBe('未找到该资产或无权查看');
    expect((await search(t.c.student, code!)).d).toMatchObject({ list: [], total: 0 });
    expect((await search(t.c.other, '计算机')).d.list).toEqual([]);
  });

  it("lets a department's asset manager find their departments' assets, and no others", async () => {
    const admins = (await mine(t.c.admin)).d.list;
    const inFirst = admins.find((a) => a.department === FIRST)!;
    const inSecond = admins.find((a) => a.department === SECOND)!;
    expect((await scan(t.c.teacher, inFirst.code)).d).toMatchObject({ custodian: 'admin', mine: false });
    expect((await scan(t.c.teacher, inSecond.code)).m).toBe('未找到该资产或无权查看');
    // By name: 服务器 is admin's in the first department, 交换机 in the second.
    expect((await search(t.c.teacher, '服务器')).d.list.map((a) => a.custodian)).toEqual(['admin']);
    expect((await search(t.c.teacher, '交换机')).d.total).toBe(0);
    // Mine first, then my departments'.
    const all = await search(t.c.teacher, 'zcn-');
    expect(all.d.total).toBe(15);
    expect(all.d.list.map((a) => a.mine)).toEqual([...Array(10).fill(true), ...Array(5).fill(false)]);
    // A site-wide manager (the administrators) finds every department's.
    expect((await scan(t.c.admin, inSecond.code)).d.mine).toBe(true);
    const lab = (await department(t.c.admin, { q: 'lab01' })).d.list;
    expect(lab).toHaveLength(4);
    expect((await scan(t.c.admin, lab[0]!.code)).d).toMatchObject({ custodian: 'lab01', mine: false });
  });

  it('reads codes from labels', () => {
    expect(codeFromLabel(' ZCN-2024-0001 ')).toBe('ZCN-2024-0001');
    expect(codeFromLabel('https://zc.example.edu/asset/ZCN-2024-0001/')).toBe('ZCN-2024-0001');
    expect(codeFromLabel('https://zc.example.edu/a?id=ZCN%2D2024%2D0001')).toBe('ZCN-2024-0001');
    expect(codeFromLabel('/asset/ZCN-1')).toBe('ZCN-1');
  });
});

describe("the managers' department view", () => {
  it("shows the manager's departments only; a site-wide manager every department's; others nothing", async () => {
    const teacher = await department(t.c.teacher);
    expect(teacher.e, teacher.m).toBe(0);
    expect(teacher.d.total).toBe(15);
    expect(teacher.d.departments).toEqual([FIRST]);
    expect(teacher.d.list.every((a) => a.department === FIRST)).toBe(true);
    const admin = await department(t.c.admin);
    expect(admin.d.total).toBe(24);
    expect(admin.d.departments.sort()).toEqual([FIRST, SECOND].sort());
    const filtered = await department(t.c.admin, { department: SECOND, status: '在用' });
    expect(filtered.d.list.every((a) => a.department === SECOND && a.status === '在用')).toBe(true);
    expect(filtered.d.value).toBe(Math.round(filtered.d.list.reduce((s, a) => s + a.price, 0) * 100) / 100);
    expect((await department(t.c.student)).e).toBe(10003);
  });
});

describe('sites and input', () => {
  it("keeps each site to its own: another site's session is nobody here, and its codes are not found", async () => {
    for (const path of ['/asset/api/summary', '/asset/api/list', '/asset/api/department']) expect((await ask(path, t.c.southAdmin)).e).toBe(10013);
    expect((await scan(t.c.southAdmin, 'ZCN-2020-0001')).e).toBe(10013);
    const southOwn = await ask<TPage>('/asset/api/list', t.c.southAdmin, {}, HOSTS.south);
    expect(southOwn.d.total).toBe(10);
    expect(southOwn.d.list.every((a) => a.code.startsWith('ZCS-'))).toBe(true);
    const northCode = (await mine(t.c.admin)).d.list[0]!.code;
    expect((await scan(t.c.southAdmin, northCode, HOSTS.south)).m).toBe('未找到该资产或无权查看');
    const southDepartments = await ask<TPage>('/asset/api/department', t.c.southAdmin, {}, HOSTS.south);
    expect(southDepartments.d.list.every((a) => a.code.startsWith('ZCS-'))).toBe(true);
    const crossUpload = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.southAdmin, name: '资产.csv', data: Buffer.from('资产编号\nX\n'), fields: { kind: assetKind.id } });
    expect(crossUpload.json().e).toBe(10013);
  });

  it('refuses bad input with a Chinese message', async () => {
    const status = await mine(t.c.teacher, { status: '丢失' });
    expect(status.e).toBe(10022);
    expect(status.d.errors?.status).toBe('状态只能是在用、闲置、维修、报废');
    expect((await ask('/asset/api/scan', t.c.teacher)).d.errors?.code).toBe('请填写资产标签');
    expect((await search(t.c.teacher, '长'.repeat(101))).d.errors?.q).toBe('资产编号或名称不能超过100个字');
    expect((await mine(t.c.teacher, { page: 0 })).e).toBe(10022);
    expect((await ask('/asset/api/summary', '')).e).toBe(10013);
  });

  it('refuses a bad register whole, each problem in Chinese, and keeps serving the last one', async () => {
    const bad = await loadDatasetRows(
      north(),
      assetKind,
      [
        { code: 'A 1', name: '椅子', category: '家具', price: '很贵', department: FIRST, custodian: 'teacher', status: '丢失' },
        { code: 'A2', name: '桌子', category: '家具', price: '¥1,299.50', department: FIRST, status: '在用', purchased: '2024-02-30' },
      ],
      { source: 'api', by: 'u_test' },
    );
    expect(bad.ok).toBe(false);
    expect(bad.errors.map((e) => `${e.row} ${e.column} ${e.message}`)).toEqual([
      '1 资产编号 资产编号只能包含字母、数字和 - _ .',
      '1 金额 金额必须是数字',
      '1 状态 状态只能填写在用、闲置、维修、报废',
      '2 购置日期 购置日期格式不正确，请填写如 2026-12-01 的日期',
      '2 保管人 请填写保管人',
    ]);
    expect((await summary(t.c.teacher)).d).toMatchObject({ count: 10, failed: true });
    const student = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.student, name: '资产.csv', data: Buffer.from('资产编号\nX\n'), fields: { kind: assetKind.id } });
    expect(student.json().e).toBe(10003);
  });
});
