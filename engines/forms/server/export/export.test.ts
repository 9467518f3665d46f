import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { call, HOSTS } from '@quad/server/test/harness';
import type { TField } from '../../shared/definition';
import { testField, testTable } from '../../shared/test-fields';
import { EXPORT_PATH } from '../../contract';
import { siteTime } from '@quad/platform/server/time';
import { tableSheetNames } from './presenter-cells';
import { createKit, type TKit } from '../forms-test-kit';
import { insertAnswer, insertForm } from '../results/fixtures';

let kit: TKit;
let north: SiteDb;
const c = { admin: '', student: '', southAdmin: '' };

const FIELDS: TField[] = [
  { key: 'text_7_1', kind: 'text', label: '说明' },
  { key: 'radio_7_2', kind: 'radio', label: '是否返校', options: [{ value: 'y', label: '是' }, { value: 'n', label: '否' }] },
  { key: 'checkbox_7_3', kind: 'checkbox', label: '交通方式', options: [{ value: 'bus', label: '大巴' }, { value: 'train', label: '火车' }] },
  { key: 'region_7_4', kind: 'region', label: '家庭住址' },
  { key: 'location_7_5', kind: 'location', label: '当前位置' },
  { key: 'image_7_6', kind: 'image', label: '照片' },
  { key: 'number_7_7', kind: 'number', label: '人数' },
  testTable('table_7_8', '同行人员', [
    testField('text_7_9', '姓名'),
    testField('select_7_10', '关系', { options: [{ value: 'p', label: '父母' }, { value: 'f', label: '朋友' }] }),
  ]),
];

const created = Math.floor(Date.UTC(2026, 2, 1, 1, 5) / 1000);
let formId = '';
let anonId = '';

beforeAll(async () => {
  kit = await createKit();
  ({ north } = kit);
  Object.assign(c, kit.c);

  formId = (await insertForm(north, { title: '返校/登记', versions: [FIELDS.slice(0, 2), FIELDS], audience: { all: true } })).id;
  await insertAnswer(north, formId, { username: 'teacher', version: 1, day: '2026-03-01', created: created - 60, values: { text_7_1: '旧版', radio_7_2: 'n' } });
  await insertAnswer(north, formId, {
    username: 'student',
    version: 2,
    day: '2026-03-01',
    created,
    values: {
      text_7_1: '坐车',
      radio_7_2: 'y',
      checkbox_7_3: ['bus', 'train'],
      region_7_4: '广东省/广州市/天河区',
      location_7_5: { lng: 113.3, lat: 23.1, address: '广州市天河区中山大道' },
      image_7_6: ['up1abc', 'up2def'],
      number_7_7: 3,
      table_7_8: [
        { text_7_9: '张三', select_7_10: 'p' },
        { text_7_9: '李四', select_7_10: 'f' },
      ],
    },
  });
  anonId = (await insertForm(north, { title: '匿名调查', versions: [FIELDS], audience: { all: true }, anonymous: true })).id;
  await insertAnswer(north, anonId, { username: 'student', version: 1, day: '2026-03-01', created, values: { table_7_8: [{ text_7_9: '王五' }] } });
});
afterAll(() => kit.t.close());

const download = (id: string, cookie: string, host: string = HOSTS.north) =>
  call(kit.t.app, { url: `${EXPORT_PATH}?id=${id}`, cookie, host, headers: { 'x-requested-with': '' } });

async function workbookOf(id: string): Promise<ExcelJS.Workbook> {
  const res = await download(id, c.admin);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);

describe('results export', () => {
  it('writes one row per answer with labels, links and the current columns', async () => {
    const res = await download(formId, c.admin);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('返校 登记-答卷.xlsx')}`);
    const workbook = await workbookOf(formId);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['答卷', '同行人员']);
    const sheet = workbook.getWorksheet('答卷')!;
    expect(rowValues(sheet, 1)).toEqual(['序号', '姓名', '学工号', '部门', '提交时间', '版本', '说明', '是否返校', '交通方式', '家庭住址', '当前位置', '照片', '人数', '同行人员']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rowValues(sheet, 2).slice(0, 2)).toEqual([1, '教师演示账号']);
    expect(rowValues(sheet, 2).slice(5, 8)).toEqual([1, '旧版', '否']);
    const row = rowValues(sheet, 3);
    expect(row[0]).toBe(2);
    expect(row[1]).toBe('学生演示账号');
    expect(row[4]).toBe('2026-03-01 09:05');
    expect(row.slice(5, 11)).toEqual([2, '坐车', '是', '大巴、火车', '广东省 广州市 天河区', '广州市天河区中山大道']);
    expect(sheet.getRow(3).getCell(12).hyperlink).toBe('http://localhost/site/attach?file=up1abc');
    expect(row[12]).toBe(3);
    expect(row[13]).toBe('见“同行人员”工作表');
    expect(sheet.rowCount).toBe(3);

    const table = workbook.getWorksheet('同行人员')!;
    expect(rowValues(table, 1)).toEqual(['答卷序号', '姓名', '姓名', '关系']);
    expect(rowValues(table, 2)).toEqual([2, '学生演示账号', '张三', '父母']);
    expect(rowValues(table, 3)).toEqual([2, '学生演示账号', '李四', '朋友']);
    expect(table.rowCount).toBe(3);
  });

  it('leaves out who answered when the form is anonymous', async () => {
    const workbook = await workbookOf(anonId);
    expect(rowValues(workbook.getWorksheet('答卷')!, 1).slice(0, 3)).toEqual(['序号', '提交时间', '版本']);
    expect(rowValues(workbook.getWorksheet('同行人员')!, 1)).toEqual(['答卷序号', '姓名', '关系']);
    expect(rowValues(workbook.getWorksheet('同行人员')!, 2)).toEqual([1, '王五']);
  });

  it('writes the headers alone for a form nobody answered', async () => {
    const empty = await insertForm(north, { title: '空表', versions: [FIELDS], audience: { all: true } });
    const workbook = await workbookOf(empty.id);
    expect(workbook.worksheets.map((s) => s.rowCount)).toEqual([1, 1]);
  });

  it('needs the results permission, a session and a form of this site', async () => {
    expect((await download(formId, c.student)).json()).toMatchObject({ e: 10003 });
    expect((await download(formId, '')).json()).toMatchObject({ e: 10013 });
    expect((await download(formId, c.southAdmin, HOSTS.south)).json()).toMatchObject({ e: 10004 });
    expect((await download('bad-id', c.admin)).json()).toMatchObject({ e: 10022 });
  });
});

describe('a big form', () => {
  it('streams every answer in order across chunks, child-table numbers matching the main sheet', async () => {
    const big = await insertForm(north, { title: '大表', versions: [FIELDS], audience: { all: true } });
    const user = await north.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
    const COUNT = 1_234;
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const id = `a${String(i).padStart(6, '0')}`;
      const values = { number_7_7: i + 1, ...(i % 100 === 0 ? { table_7_8: [{ text_7_9: `第${i + 1}份` }] } : {}) };
      return { id, form_id: big.id, version: 1, user_id: user.id, slot: id, day: '2026-03-01', values_json: JSON.stringify(values), search_text: '', starter_dept_id: '', request_id: id, created, updated: created };
    });
    for (let i = 0; i < rows.length; i += 200) await north.insertInto('form_answers', rows.slice(i, i + 200)).execute();

    const workbook = await workbookOf(big.id);
    const sheet = workbook.getWorksheet('答卷')!;
    expect(sheet.rowCount).toBe(COUNT + 1);
    expect(rowValues(sheet, COUNT + 1)[0]).toBe(COUNT);
    expect(rowValues(sheet, COUNT + 1)[12]).toBe(COUNT);
    const table = workbook.getWorksheet('同行人员')!;
    expect(table.rowCount).toBe(1 + 13);
    expect(rowValues(table, 14).slice(0, 3)).toEqual([1201, '学生演示账号', '第1201份']);

    const stats = await call(kit.t.app, { url: '/forms/api/results/stats', cookie: c.admin, json: { id: big.id } });
    const number = (stats.json() as { d: { total: number; fields: { key: string; numbers?: unknown }[] } }).d;
    expect(number.total).toBe(COUNT);
    expect(number.fields.find((f) => f.key === 'number_7_7')?.numbers).toEqual({ min: 1, max: COUNT, avg: (COUNT + 1) / 2, sum: (COUNT * (COUNT + 1)) / 2 });
  });
});

describe('export helpers', () => {
  it('names child-table sheets as Excel allows', () => {
    const tables = [
      { key: 'a', kind: 'table', label: '答卷' },
      { key: 'b', kind: 'table', label: '成员[1]/名单:*?' },
      { key: 'c', kind: 'table', label: '一'.repeat(40) },
      { key: 'd', kind: 'table', label: '一'.repeat(40) },
    ] as TField[];
    const names = tableSheetNames(tables, ['答卷']);
    expect([...names.values()]).toEqual(['答卷(2)', '成员 1  名单', '一'.repeat(31), `${'一'.repeat(28)}(2)`]);
  });

  it('writes times in the site time zone', () => {
    expect(siteTime('Asia/Shanghai', created)).toBe('2026-03-01 09:05');
    expect(siteTime('UTC', created)).toBe('2026-03-01 01:05');
  });
});
