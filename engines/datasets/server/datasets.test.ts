import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import {
  changedRows,
  datasetStatus,
  defineDatasetKind,
  loadDatasetRows,
  loadHistory,
  myRows,
  publicRows,
  pullIntoDataset,
  readCsv,
  rollbackDataset,
  scopedRows,
} from './index';

// Test-only kinds, declared in this process as an area's `register` would.
const grades = defineDatasetKind({
  id: 'dstest.grades',
  owner: 'dstest',
  title: '成绩',
  columns: z.object({
    studentNo: z.string().min(1).describe('学号'),
    course: z.string().min(1).describe('课程'),
    score: z.coerce.number({ error: '成绩必须是数字' }).min(0, '成绩不能小于0').max(100, '成绩不能超过100').describe('成绩'),
    className: z.string().optional().describe('班级'),
  }),
  key: ['studentNo', 'course'],
  person: 'studentNo',
  scope: 'className',
  staff: { app: 'dstest', modules: ['grades'] },
});

const buildings = defineDatasetKind({
  id: 'dstest.buildings',
  owner: 'dstest',
  title: '楼宇',
  columns: z.object({ code: z.string().min(1).describe('编号'), name: z.string().min(1).describe('名称'), tag: z.string().optional().describe('批次') }),
  key: ['code'],
});

// An area's announcement after each load: what changed since the version it replaced.
const announced: { version: number; previousVersion: number; changed: string[] }[] = [];
const rooms = defineDatasetKind({
  id: 'dstest.rooms',
  owner: 'dstest',
  title: '教室',
  columns: z.object({ room: z.string().min(1).describe('教室'), seats: z.coerce.number().describe('座位数') }),
  key: ['room'],
  onReady: async (siteDb, load) => {
    const changed = await changedRows(siteDb, rooms, { version: load.version, since: load.previousVersion }, { limit: 2 });
    const rest = changed.length === 2 ? await changedRows(siteDb, rooms, { version: load.version, since: load.previousVersion }, { afterKey: changed[1]!.rowKey }) : [];
    if (changed.some((r) => r.data.seats === 0)) throw new Error('座位数为0的教室无法排课');
    announced.push({ version: load.version, previousVersion: load.previousVersion, changed: [...changed, ...rest].map((r) => r.rowKey) });
  },
});

const empty = defineDatasetKind({ id: 'dstest.empty', owner: 'dstest', title: '空', columns: z.object({ id: z.string().describe('编号') }), key: ['id'] });

const t = serverForFile(['admin', 'student', 'other', 'southAdmin']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const username of ['student', '2024010002', 'admin', 'teacher']) {
    const user = await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    ids[username] = user.id;
  }
});

const by = { source: 'upload' as const, by: 'u_test' };
const gradeRows = (score = 90) => [
  { studentNo: 'student', course: '高等数学', score, className: '软件1班' },
  { studentNo: 'student', course: '大学英语', score: 85, className: '软件1班' },
  { studentNo: '2024010002', course: '高等数学', score: 70, className: '软件2班' },
];

describe('loading and reading', () => {
  it('a person reads only their own rows; another site sees nothing', async () => {
    const result = await loadDatasetRows(north(), grades, gradeRows(), by);
    expect(result).toMatchObject({ ok: true, rows: 3, errors: [] });
    const mine = await myRows(north(), grades, ids.student);
    expect(mine.map((r) => r.course).sort()).toEqual(['大学英语', '高等数学']);
    expect(mine.every((r) => r.studentNo === 'student')).toBe(true);
    expect(await myRows(north(), grades, ids['2024010002'])).toEqual([{ studentNo: '2024010002', course: '高等数学', score: 70, className: '软件2班' }]);
    expect(await myRows(north(), grades, ids.admin)).toEqual([]);
    // Site isolation: the south site has no version, its student none of north's rows.
    const southStudent = await south().selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
    expect(await myRows(south(), grades, southStudent.id)).toEqual([]);
    expect((await datasetStatus(south(), grades)).version).toBe(0);
    // A north user id asked on the south site finds nobody.
    expect(await myRows(south(), grades, ids.student)).toEqual([]);
    const status = await datasetStatus(north(), grades);
    expect(status).toMatchObject({ version: result.version, source: 'upload', rows: 3, lastFailure: null, personal: true });
    expect(status.updatedAt).toBeGreaterThan(nowSeconds() - 60);
  });

  it('a bad row imports nothing and the report names its row and column', async () => {
    const before = await datasetStatus(north(), grades);
    const rows = [...gradeRows(95), { studentNo: 'x1', course: '物理', score: 'abc' }, { studentNo: '', course: '化学', score: 101 }, { studentNo: 'student', course: '高等数学', score: 60 }];
    const result = await loadDatasetRows(north(), grades, rows, by);
    expect(result.ok).toBe(false);
    expect(result.badRows).toBe(3);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: '成绩', message: '成绩必须是数字' },
        { row: 5, column: '成绩', message: '成绩不能超过100' },
        { row: 6, column: '学号+课程', message: '学号+课程与第1行重复' },
      ]),
    );
    expect(result.errors.some((e) => e.row === 5 && e.column === '学号')).toBe(true);
    expect(result.message).toBe('有3行数据不正确，未导入任何数据');
    // Nothing changed: the same version, the old score.
    const after = await datasetStatus(north(), grades);
    expect(after.version).toBe(before.version);
    expect(after.lastFailure).toMatchObject({ version: result.version, message: result.message });
    expect((await myRows(north(), grades, ids.student)).find((r) => r.course === '高等数学')?.score).toBe(90);
    const rowsOfFailed = await north().selectFrom('datasets_rows').select('row_key').where('kind', '=', grades.id).where('version', '=', result.version).execute();
    expect(rowsOfFailed).toEqual([]);
    const [newest] = await loadHistory(north(), grades);
    expect(newest).toMatchObject({ version: result.version, state: 'failed', badRows: 3, current: false });
    expect(newest.errors.length).toBe(4);
  });

  it('keeps at most 100 problems but counts every bad row', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ studentNo: `s${i}`, course: 'c', score: -1 }));
    const result = await loadDatasetRows(north(), grades, rows, by);
    expect(result.errors).toHaveLength(100);
    expect(result.badRows).toBe(150);
  });

  it('a big load whose last row is bad serves nothing of it: rows written while it was checked are gone again', async () => {
    const before = await datasetStatus(north(), grades);
    const rows = Array.from({ length: 12_001 }, (_, i) => ({ studentNo: `s${i}`, course: '线性代数', score: i === 12_000 ? 'abc' : 70 }));
    const result = await loadDatasetRows(north(), grades, rows, by);
    expect(result).toMatchObject({ ok: false, badRows: 1, errors: [{ row: 12_001, column: '成绩', message: '成绩必须是数字' }] });
    expect((await datasetStatus(north(), grades)).version).toBe(before.version);
    const left = await north().selectFrom('datasets_rows').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', grades.id).where('version', '=', result.version).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    const [newest] = await loadHistory(north(), grades);
    expect(newest).toMatchObject({ version: result.version, state: 'failed', rows: 0, written: 0, badRows: 1 });
  });

  it('staff read the rows of their scope: a department role its classes, a site role everything', async () => {
    const className = '软件1班';
    const klass = await north().selectFrom('departments').select(['id', 'parent_id']).where('kind', '=', 'class').executeTakeFirst();
    expect(klass).toBeDefined();
    // Rows name the class by name: the demo class's own name is used for one row.
    const demoClass = await north().selectFrom('departments').select('name').where('id', '=', klass!.id).executeTakeFirstOrThrow();
    const rows = [
      { studentNo: 'student', course: '高等数学', score: 90, className: demoClass.name },
      { studentNo: '2024010002', course: '高等数学', score: 70, className: className === demoClass.name ? 'zz' : className },
    ];
    await loadDatasetRows(north(), grades, rows, by);
    const roleId = newId();
    await north().insertInto('roles', { id: roleId, key: 'dstest-dept', name: '成绩查看', grants: JSON.stringify({ dstest: { module: ['grades'] } }), scope: 'department', builtin: 0 }).execute();
    await north().insertInto('user_roles', { user_id: ids.teacher, role_id: roleId, dept_id: klass!.parent_id }).execute();
    const seen = await scopedRows(north(), grades, ids.teacher);
    expect(seen.map((r) => r.studentNo)).toEqual(['student']);
    // One student asked for: theirs within the scope, and nothing of a student outside it.
    expect((await scopedRows(north(), grades, ids.teacher, { person: 'student' })).map((r) => r.studentNo)).toEqual(['student']);
    expect(await scopedRows(north(), grades, ids.teacher, { person: '2024010002' })).toEqual([]);
    expect(await scopedRows(north(), grades, ids.student)).toEqual([]);
    const siteRole = newId();
    await north().insertInto('roles', { id: siteRole, key: 'dstest-site', name: '成绩总览', grants: JSON.stringify({ dstest: { module: ['grades'] } }), scope: 'site', builtin: 0 }).execute();
    await north().insertInto('user_roles', { user_id: ids.admin, role_id: siteRole, dept_id: '' }).execute();
    expect((await scopedRows(north(), grades, ids.admin)).length).toBe(2);
  });
});

describe('versions', () => {
  const batch = (tag: string, n: number) => Array.from({ length: n }, (_, i) => ({ code: `B${String(i).padStart(6, '0')}`, name: `楼${i}`, tag }));

  it('a new version switches atomically: readers during the load see the old version whole', async () => {
    const first = await loadDatasetRows(north(), buildings, batch('old', 300), by);
    expect(first.ok).toBe(true);
    const tags: string[][] = [];
    let loading = true;
    const reader = (async () => {
      while (loading) {
        const rows = await publicRows(north(), buildings, { limit: 1000 });
        tags.push([...new Set(rows.map((r) => `${r.tag}:${rows.length}`))]);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const second = await loadDatasetRows(north(), buildings, batch('new', 12_000), by);
    loading = false;
    await reader;
    expect(second.ok).toBe(true);
    // Every read saw one version whole: old (300 rows) or new (its first 1000).
    for (const seen of tags) expect(seen.length === 1 && ['old:300', 'new:1000'].includes(seen[0])).toBe(true);
    expect(tags.some((s) => s[0] === 'old:300')).toBe(true);
    const all = await publicRows(north(), buildings, { limit: 20_000 });
    expect(all).toHaveLength(12_000);
    expect(await publicRows(north(), buildings, { keys: ['B000007'] })).toEqual([{ code: 'B000007', name: '楼7', tag: 'new' }]);
  });

  it('rolls back to the previous version, and keeps only the last three versions', async () => {
    for (const tag of ['v3', 'v4', 'v5']) expect((await loadDatasetRows(north(), buildings, batch(tag, 5), by)).ok).toBe(true);
    const status = await datasetStatus(north(), buildings);
    const kept = await north().selectFrom('datasets_rows').select('version').distinct().where('kind', '=', buildings.id).execute();
    expect(kept.map((k) => k.version).sort()).toEqual([status.version - 2, status.version - 1, status.version]);
    const back = await rollbackDataset(north(), buildings);
    expect(back.version).toBe(status.version - 1);
    expect((await publicRows(north(), buildings)).every((r) => r.tag === 'v4')).toBe(true);
    const history = await loadHistory(north(), buildings);
    expect(history.find((h) => h.version === status.version)).toMatchObject({ state: 'rolled-back', kept: false });
    expect(history.find((h) => h.version === back.version)).toMatchObject({ current: true, state: 'ready' });
    await rollbackDataset(north(), buildings);
    expect((await publicRows(north(), buildings)).every((r) => r.tag === 'v3')).toBe(true);
    await expect(rollbackDataset(north(), buildings)).rejects.toThrow('没有可以回滚到的上一个版本');
  });

  it('a failed pull leaves the last version serving and shows in the history', async () => {
    const before = await datasetStatus(north(), buildings);
    const result = await pullIntoDataset(north(), buildings, Promise.reject(new Error('学校系统无响应（超时）')));
    expect(result).toMatchObject({ ok: false, message: '从学校系统拉取数据失败：学校系统无响应（超时）' });
    const after = await datasetStatus(north(), buildings);
    expect(after.version).toBe(before.version);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.lastFailure).toMatchObject({ source: 'connector', message: result.message });
    expect((await publicRows(north(), buildings)).every((r) => r.tag === 'v3')).toBe(true);
    expect((await loadHistory(north(), buildings))[0]).toMatchObject({ state: 'failed', source: 'connector', byName: '定时同步' });
    // A garbage error message (not Chinese) is not shown as such.
    expect((await pullIntoDataset(north(), buildings, Promise.reject(new Error('ECONNRESET')))).message).toBe('从学校系统拉取数据失败');
    // A good pull then loads and clears the failure.
    // A connector answers null where the school system has no value: an optional column left empty.
    const ok = await pullIntoDataset(north(), buildings, Promise.resolve([...batch('pulled', 3), { code: 'N1', name: '无批次楼', tag: null }]));
    expect(ok.ok).toBe(true);
    expect(await datasetStatus(north(), buildings)).toMatchObject({ version: ok.version, source: 'connector', lastFailure: null, rows: 4 });
    expect(await publicRows(north(), buildings, { keys: ['N1'] })).toEqual([{ code: 'N1', name: '无批次楼' }]);
  });
});

describe('files', () => {
  it('reads CSV with quotes, commas and line breaks', () => {
    expect(readCsv('\uFEFF编号,名称\r\nA1,"楼, ""东""\n区"\nA2,西楼\n')).toEqual([
      ['编号', '名称'],
      ['A1', '楼, "东"\n区'],
      ['A2', '西楼'],
    ]);
  });

  const upload = (data: Buffer | string, kind: string = buildings.id, cookie = t.c.admin, name = '楼宇.csv') =>
    uploadMultipart(t.app, { url: '/datasets/api/upload', cookie, name, data: Buffer.from(data), fields: { kind } }).then((r) => r.json());

  it('uploads a CSV named by Chinese titles; a bad row reports its line and column', async () => {
    const good = await upload('名称,编号,无关列\n东楼,E1,x\n\n西楼,W1,y\n');
    expect(good).toMatchObject({ e: 0, d: { ok: true, rows: 2 } });
    expect(await publicRows(north(), buildings)).toEqual([
      { code: 'E1', name: '东楼' },
      { code: 'W1', name: '西楼' },
    ]);
    const bad = await upload('code,name\nE1,东楼\nE2,\n');
    expect(bad).toMatchObject({ e: 0, d: { ok: false, errors: [{ row: 3, column: '名称', message: '请填写名称' }] } });
    expect((await publicRows(north(), buildings)).map((r) => r.code)).toEqual(['E1', 'W1']);
    const missing = await upload('名称\n东楼\n');
    expect(missing.e).toBe(10022);
    expect(missing.d.errors.file).toBe('第一行缺少列：编号');
  });

  it('uploads an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('成绩');
    sheet.addRow(['学号', '课程', '成绩', '班级']);
    sheet.addRow(['student', '线性代数', 88, '软件1班']);
    sheet.addRow([2024010002, '线性代数', 77, '软件2班']);
    const answer = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), grades.id, t.c.admin, '成绩.xlsx');
    expect(answer).toMatchObject({ e: 0, d: { ok: true, rows: 2 } });
    expect(await myRows(north(), grades, ids['2024010002'])).toEqual([{ studentNo: '2024010002', course: '线性代数', score: 77, className: '软件2班' }]);
    const history = (await call(t.app, { url: `/datasets/api/loads?kind=${grades.id}`, cookie: t.c.admin })).json();
    expect(history.d.list[0]).toMatchObject({ source: 'upload', state: 'ready', current: true, rows: 2, byName: expect.any(String) });
  });

  it('refuses a file that is neither Excel nor CSV', async () => {
    const answer = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), buildings.id, t.c.admin, 'a.pdf');
    expect(answer.e).toBe(10022);
  });

  it('serves the template with the column titles', async () => {
    const res = await call(t.app, { url: `/datasets/api/template?kind=${grades.id}`, cookie: t.c.admin });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '学号*', '课程*', '成绩*', '班级']);
  });
});

describe('console and integration calls', () => {
  it('lists kinds with their status, rolls back through the console', async () => {
    const kinds = (await call(t.app, { url: '/datasets/api/kinds', cookie: t.c.admin })).json();
    expect(kinds.e).toBe(0);
    const mine = kinds.d.list.find((k: { kind: string }) => k.kind === grades.id);
    expect(mine).toMatchObject({ title: '成绩', personal: true, columns: expect.arrayContaining([{ name: 'score', title: '成绩', required: true }]) });
    await loadDatasetRows(north(), buildings, [{ code: 'R1', name: '甲' }], by);
    const rolled = (await call(t.app, { url: '/datasets/api/rollback', cookie: t.c.admin, json: { kind: buildings.id } })).json();
    expect(rolled.e).toBe(0);
    expect((await publicRows(north(), buildings)).map((r) => r.code)).toEqual(['E1', 'W1']);
  });

  it('refuses people without the console, and other sites', async () => {
    expect((await call(t.app, { url: '/datasets/api/kinds', cookie: t.c.student })).json().e).toBe(10003);
    expect((await call(t.app, { url: '/datasets/api/kinds' })).json().e).toBe(10013);
    // Site administrators hold admin → datasets (a built-in grant); the south one sees south's status, none of north's loads.
    const southKinds = (await call(t.app, { url: '/datasets/api/kinds', cookie: t.c.southAdmin, host: HOSTS.south })).json();
    expect(southKinds.e).toBe(0);
    expect(southKinds.d.list.find((k: { kind: string }) => k.kind === grades.id)).toMatchObject({ version: 0, lastFailure: null });
    // A north cookie is nobody on south.
    expect((await call(t.app, { url: '/datasets/api/kinds', cookie: t.c.admin, host: HOSTS.south })).json().e).toBe(10013);
    const student = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.student, name: 'a.csv', data: Buffer.from('编号,名称\nX,y\n'), fields: { kind: buildings.id } });
    expect(student.json().e).toBe(10003);
  });

  it('answers malformed input with a Chinese message', async () => {
    const unknown = (await call(t.app, { url: '/datasets/api/status?kind=nope', cookie: t.c.admin })).json();
    expect(unknown).toMatchObject({ e: 10022, d: { errors: { kind: '没有这个数据集' } } });
    const noRows = (await call(t.app, { url: '/datasets/api/rows', cookie: t.c.admin, json: { kind: buildings.id, rows: 'x' } })).json();
    expect(noRows.e).toBe(10022);
    expect(noRows.m).toMatch(/[\u4e00-\u9fff]/);
    const notObjects = (await call(t.app, { url: '/datasets/api/rows', cookie: t.c.admin, json: { kind: buildings.id, rows: [1, 2] } })).json();
    expect(notObjects.e).toBe(10022);
    expect(notObjects.m).toMatch(/[\u4e00-\u9fff]/);
    const noFile = (await call(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, form: { kind: buildings.id } })).json();
    expect(noFile.e).toBe(10022);
    const nothingYet = (await call(t.app, { url: '/datasets/api/rollback', cookie: t.c.admin, json: { kind: empty.id } })).json();
    expect(nothingYet).toMatchObject({ e: 1, m: '这个数据集还没有导入过数据，无法回滚' });
    const empties = (await call(t.app, { url: '/datasets/api/rows', cookie: t.c.admin, json: { kind: empty.id, rows: [] } })).json();
    expect(empties).toMatchObject({ e: 0, d: { ok: false, message: '没有数据行，未导入' } });
    expect((await datasetStatus(north(), empty)).version).toBe(0);
  });

  it('takes rows from a service token, within its grants and site', async () => {
    const created = (
      await call(t.app, { url: '/admin/api/tokens/create', cookie: t.c.admin, json: { name: '数据中心', grants: { admin: { module: ['datasets'] } }, expires: nowSeconds() + 86_400 } })
    ).json();
    expect(created.e, created.m).toBe(0);
    const bearer = { authorization: `Bearer ${created.d.token}` };
    const push = (json: unknown, host: string = HOSTS.north, headers = bearer) => call(t.app, { url: '/datasets/api/rows', host, headers, json }).then((r) => r.json());
    const ok = await push({ kind: buildings.id, rows: [{ code: 'T1', name: '图书馆' }, { code: 'T2', name: '体育馆' }] });
    expect(ok).toMatchObject({ e: 0, d: { ok: true, rows: 2 } });
    expect((await datasetStatus(north(), buildings)).source).toBe('api');
    expect((await loadHistory(north(), buildings))[0]).toMatchObject({ source: 'api', byName: '服务令牌' });
    const bad = await push({ kind: buildings.id, rows: [{ code: 'T1', name: '图书馆' }, { code: 'T3' }] });
    expect(bad).toMatchObject({ e: 0, d: { ok: false, errors: [{ row: 2, column: '名称', message: '请填写名称' }] } });
    expect((await publicRows(north(), buildings)).map((r) => r.code)).toEqual(['T1', 'T2']);
    // A school's whole table is more than the 2 MB other calls take.
    const many = Array.from({ length: 60_000 }, (_, i) => ({ code: `B${String(i).padStart(6, '0')}`, name: `第${i}号教学楼（东区）` }));
    expect(JSON.stringify(many).length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await push({ kind: buildings.id, rows: many })).toMatchObject({ e: 0, d: { ok: true, rows: 60_000 } });
    expect((await datasetStatus(north(), buildings)).rows).toBe(60_000);
    // Another site does not know the token.
    expect((await push({ kind: buildings.id, rows: [] }, HOSTS.south)).e).toBe(10013);
    // A token without the grant is refused.
    const other = (await call(t.app, { url: '/admin/api/tokens/create', cookie: t.c.admin, json: { name: '别的', grants: { admin: { module: ['audit'] } }, expires: nowSeconds() + 86_400 } })).json();
    expect((await push({ kind: buildings.id, rows: [] }, HOSTS.north, { authorization: `Bearer ${other.d.token}` })).e).toBe(10003);
  });

  it('tells the declaring area what a load changed, after it became current', async () => {
    const load = (rows: { room: string; seats: number }[]) => loadDatasetRows(north(), rooms, rows, by);
    expect((await load([{ room: 'A101', seats: 60 }, { room: 'A102', seats: 40 }, { room: 'A103', seats: 90 }])).ok).toBe(true);
    expect(announced.at(-1)).toMatchObject({ previousVersion: 0, changed: ['A101', 'A102', 'A103'] });
    const second = await load([{ room: 'A101', seats: 60 }, { room: 'A102', seats: 45 }, { room: 'A103', seats: 90 }, { room: 'B201', seats: 30 }]);
    expect(announced.at(-1)).toEqual({ version: second.version, previousVersion: second.version - 1, changed: ['A102', 'B201'] });
    // Another site's identical load is its own first: everything is new there.
    await loadDatasetRows(south(), rooms, [{ room: 'A101', seats: 60 }], by);
    expect(announced.at(-1)).toMatchObject({ previousVersion: 0, changed: ['A101'] });
    // A failing announcement leaves the new version served and says so in the history.
    const failing = await load([{ room: 'A101', seats: 0 }]);
    expect(failing).toMatchObject({ ok: true, message: '已导入1行，但导入后的处理出错：座位数为0的教室无法排课' });
    expect((await publicRows(north(), rooms)).map((r) => r.seats)).toEqual([0]);
    expect((await loadHistory(north(), rooms))[0]).toMatchObject({ state: 'ready', rows: 1, written: 1, message: failing.message });
    // A rollback announces nothing.
    const before = announced.length;
    await rollbackDataset(north(), rooms);
    expect(announced.length).toBe(before);
  });
});
