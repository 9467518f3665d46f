import { beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { cacheStats } from '@quad/platform/server/cache/site-cache';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { permissionsChanged } from '@quad/platform/server/identity/permissions';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TPhoneBook } from '../contract';
import { directoryKind } from './kind';
import { dialOf } from './service';

type TBody<D = TPhoneBook> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');

/** The phone book as a page asks for it (no cookie: a guest). */
async function book(query: Record<string, string> = {}, cookie = '', host: string = HOSTS.north): Promise<TBody> {
  const search = new URLSearchParams(query).toString();
  return (await call(t.app, { url: `/officetel/api/list${search ? `?${search}` : ''}`, cookie, host })).json();
}
const units = (b: TBody) => b.d.groups.map((g) => g.unit);
const phones = (b: TBody) => b.d.groups.flatMap((g) => g.entries.map((e) => e.phone));

beforeAll(async () => {
  // The north site's administrators hold the datasets console (admin → datasets), as a role manager would grant it.
  const role = await north().selectFrom('roles').select(['id', 'grants']).where('key', '=', 'site-admin').executeTakeFirstOrThrow();
  const grants = JSON.parse(role.grants) as Record<string, { module: string[] }>;
  if (!grants.admin!.module.includes('datasets')) grants.admin!.module.push('datasets');
  await north().updateTable('roles').set({ grants: JSON.stringify(grants) }).where('id', '=', role.id).execute();
  permissionsChanged(north());
});

describe('the phone book', () => {
  it('answers guests and signed-in people alike: the demo book grouped by unit, ordered, with its campuses and update time', async () => {
    const guest = await book();
    expect(guest.e, guest.m).toBe(0);
    expect(guest.d.total).toBeGreaterThanOrEqual(40);
    expect(units(guest).slice(0, 2)).toEqual(['保卫处', '校医院']);
    const academic = guest.d.groups.find((g) => g.unit === '教务处')!;
    expect(academic).toMatchObject({ initial: 'J' });
    expect(academic.entries.map((e) => e.office)).toEqual(['综合办公室', '学籍管理科', '考试中心', '实践教学科']);
    expect(guest.d.groups.find((g) => g.unit === '保卫处')!.entries[0]).toMatchObject({ office: '24小时值班室', phone: '029-88200110', dial: '02988200110', campus: '' });
    expect(guest.d.campuses).toEqual(['北校区', '南校区']);
    expect(guest.d.updatedAt).toBeGreaterThan(0);
    expect(guest.d.failed).toBe(false);
    expect((await book({}, t.c.student)).d).toEqual(guest.d);
  });

  it('finds by Chinese, by pinyin initials and full pinyin, by digits, and by office', async () => {
    expect(units(await book({ q: '教务' }))).toEqual(['教务处']);
    expect(units(await book({ q: 'jwc' }))).toEqual(['教务处']);
    expect(units(await book({ q: 'JWC' }))).toEqual(['教务处']);
    expect(units(await book({ q: 'jiaowu' }))).toEqual(['教务处']);
    expect(units(await book({ q: 'bwc' }))).toEqual(['保卫处']);
    // An office by its initials: 考试中心 (kszx) answers only itself, not the whole unit.
    const exams = await book({ q: 'kszx' });
    expect(exams.d.groups).toHaveLength(1);
    expect(exams.d.groups[0]!.entries.map((e) => e.office)).toEqual(['考试中心']);
    const colleges = units(await book({ q: '学院' }));
    expect(colleges).toEqual(expect.arrayContaining(['计算机学院', '电子工程学院', '外国语学院']));
    expect(colleges).not.toContain('教务处');
    const duty = await book({ q: '0110' });
    expect(phones(duty)).toEqual(['029-88200110']);
    expect(phones(await book({ q: '029-8820 0110' }))).toEqual(['029-88200110']);
    const none = await book({ q: '不存在的单位' });
    expect(none.d).toMatchObject({ groups: [], total: 0 });
  });

  it('narrows to a campus: numbers of that campus and those serving every campus', async () => {
    const all = await book();
    const southCampus = await book({ campus: '南校区' });
    const campuses = new Set(southCampus.d.groups.flatMap((g) => g.entries.map((e) => e.campus)));
    expect([...campuses].sort()).toEqual(['', '南校区']);
    expect(southCampus.d.total).toBeLessThan(all.d.total);
    const library = southCampus.d.groups.find((g) => g.unit === '图书馆')!.entries;
    expect(library.map((e) => e.room)).toEqual(['图书馆一层', '南校区图书分馆']);
    expect(southCampus.d.campuses).toEqual(['北校区', '南校区']);
    // Campus and search together.
    expect(phones(await book({ campus: '北校区', q: 'mzgh' }))).toHaveLength(1);
  });

  it('builds a version once: reads of the same version come from the cache', async () => {
    await book();
    const before = cacheStats(t.platform.database.db).find((s) => s.name === 'officetel-book')!;
    const hits = before.hits;
    await book({ q: 'jwc' });
    await book({ campus: '南校区' });
    const after = cacheStats(t.platform.database.db).find((s) => s.name === 'officetel-book')!;
    expect(after.hits).toBe(hits + 2);
  });

  it('keeps each site to its own book', async () => {
    const southBook = await book({}, '', HOSTS.south);
    expect(southBook.e).toBe(0);
    expect(southBook.d.total).toBeGreaterThan(30);
    expect(phones(southBook).every((p) => p.startsWith('020-'))).toBe(true);
    expect(phones(await book()).every((p) => p.startsWith('029-'))).toBe(true);
    expect(southBook.d.campuses).toEqual(['主校区']);
    // A south session on the north site is nobody there: the book is public, so it reads north's.
    const crossed = await book({}, t.c.southStudent);
    expect(phones(crossed).every((p) => p.startsWith('029-'))).toBe(true);
    // The manage calls: a south session is nobody on north, and south's console reads and loads south's book only.
    const status = (cookie: string, host: string) => call(t.app, { url: `/datasets/api/status?kind=${directoryKind.id}`, cookie, host }).then((r) => r.json() as Promise<TBody<{ rows: number }>>);
    expect((await status(t.c.southAdmin, HOSTS.north)).e).toBe(10013);
    expect((await status(t.c.admin, HOSTS.south)).e).toBe(10013);
    expect((await status(t.c.southAdmin, HOSTS.south)).d.rows).toBe(southBook.d.total);
    const crossUpload = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.southAdmin, name: '电话.csv', data: Buffer.from('单位,电话\n冒充单位,12345\n'), fields: { kind: directoryKind.id } });
    expect(crossUpload.json().e).toBe(10013);
    const southLines = southBook.d.groups.flatMap((g) => g.entries.map((e) => `${g.unit},${e.office},${e.phone}`));
    const southCsv = `单位,部门/科室,电话\n${southLines.join('\n')}\n南方单位,,020-39610001\n`;
    const ownUpload = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.southAdmin, name: '电话.csv', data: Buffer.from(southCsv), host: HOSTS.south, fields: { kind: directoryKind.id } });
    expect(ownUpload.json()).toMatchObject({ e: 0, d: { ok: true } });
    expect(units(await book({ q: '南方单位' }, '', HOSTS.south))).toEqual(['南方单位']);
    expect(units(await book({ q: '南方单位' }))).toEqual([]);
    expect(phones(await book({ q: '冒充' }))).toEqual([]);
    expect((await status(t.c.admin, HOSTS.north)).d.rows).toBe((await book()).d.total);
  });

  it('keeps the console to those who hold it: a student cannot upload; administrators hold officetel → manage', async () => {
    const student = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.student, name: '电话.csv', data: Buffer.from('单位,电话\n学生会,12345\n'), fields: { kind: directoryKind.id } });
    expect(student.json().e).toBe(10003);
    for (const site of [north(), south()]) {
      const role = await site.selectFrom('roles').select('grants').where('key', '=', 'site-admin').executeTakeFirstOrThrow();
      expect((JSON.parse(role.grants) as Record<string, { module: string[] }>).officetel?.module).toContain('manage');
    }
  });

  it('refuses bad input with a Chinese message', async () => {
    const long = await book({ q: '长'.repeat(41) });
    expect(long.e).toBe(10022);
    expect(long.d.errors?.q).toBe('搜索词不能超过40个字');
    // A file with a bad number is refused whole, each problem in Chinese with its line and column.
    const bad = await uploadMultipart(t.app, {
      url: '/datasets/api/upload',
      cookie: t.c.admin,
      name: '电话.csv',
      data: Buffer.from('单位,部门/科室,电话\n教务处,教务科,请打总机\n学生处,,12\n,资助中心,88201234\n'),
      fields: { kind: directoryKind.id },
    });
    const report = bad.json() as TBody<{ ok: boolean; errors: { row: number; column: string; message: string }[] }>;
    expect(report.d.ok).toBe(false);
    expect(report.d.errors).toEqual([
      { row: 2, column: '电话', message: '电话号码格式不正确：只能填写数字、短横线、空格和分机号（如 029-88201234 转123）' },
      { row: 3, column: '电话', message: '电话号码格式不正确：只能填写数字、短横线、空格和分机号（如 029-88201234 转123）' },
      { row: 4, column: '单位', message: '请填写单位' },
    ]);
    expect(phones(await book({ q: '请打总机' }))).toEqual([]);
    const repeated = await loadDatasetRows(north(), directoryKind, [{ unit: '教务处', phone: '1234' }, { unit: '教务处', phone: '1234' }], { source: 'api', by: 'u_test' });
    expect(repeated.ok).toBe(false);
    expect(repeated.errors[0]!.message).toMatch(/重复/);
  });

  it('shows a new upload at once (the cache follows the version), on this site only', async () => {
    expect(units(await book({ q: 'tsg' }))).toEqual(['图书馆']);
    const southTotal = (await book({}, '', HOSTS.south)).d.total;
    const csv = '单位,部门/科室,电话,地址/房间,校区,备注,排序\n图书馆,总服务台,029-88209999 转1,图书馆一层,,新号码,1\n新成立中心,办公室,029-88207777,,南校区,,\n';
    const answer = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '电话簿.csv', data: Buffer.from(csv), fields: { kind: directoryKind.id } });
    expect(answer.json()).toMatchObject({ e: 0, d: { ok: true, rows: 2 } });
    const after = await book();
    expect(after.d.total).toBe(2);
    expect(units(after)).toEqual(['图书馆', '新成立中心']);
    expect(after.d.groups[0]!.entries[0]).toMatchObject({ phone: '029-88209999 转1', dial: '02988209999,1', note: '新号码' });
    expect(after.d.campuses).toEqual(['南校区']);
    expect(units(await book({ q: 'xclzx' }))).toEqual(['新成立中心']);
    // South's book is as it was.
    expect((await book({}, '', HOSTS.south)).d.total).toBe(southTotal);
    expect(units(await book({ q: '新成立' }, '', HOSTS.south))).toEqual([]);
  });
});

describe('dialling', () => {
  it('dials the first number, the extension after a pause', () => {
    expect(dialOf('029-88201234')).toBe('02988201234');
    expect(dialOf('029-88201234 转123')).toBe('02988201234,123');
    expect(dialOf('(029) 8820 1234 / 8820 5678')).toBe('02988201234');
    expect(dialOf('+86 29 8820 1234')).toBe('+862988201234');
  });
});
