import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@quad/server/test/harness';
import type { TField } from '../../shared/definition';
import { EXPORT_PATH } from '../../contract';
import { createKit, designOf, type TKit } from '../forms-test-kit';

let kit: TKit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.t.close());

const STUDENT = '学生演示账号';
let requests = 0;
const submit = (no: number, values: Record<string, unknown>) =>
  kit.ask('/forms/wap/default/submit', kit.c.student, { formid: no, version: 1, values, requestId: `anon-${++requests}-${Date.now()}` });
const settingsOf = async (id: string) => (await kit.ask('/forms/api/manage/get', kit.c.admin, { id })).d as { settings: Record<string, unknown>; definition: unknown };
/** Saves the form's current draft with these settings changed, as the console's settings tab does. */
const saveSettings = async (id: string, change: Record<string, unknown>) => {
  const form = await settingsOf(id);
  return kit.ask('/forms/api/manage/save', kit.c.admin, { id, settings: { ...form.settings, ...change }, definition: form.definition });
};
/** Every cell of the form's export, as text. */
async function exported(id: string): Promise<string> {
  const res = await call(kit.t.app, { url: `${EXPORT_PATH}?id=${id}`, cookie: kit.c.admin });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets.flatMap((s) => s.getSheetValues().flat().map(String)).join('|');
}
const text = (n: number): TField[] => [{ key: `text_${n}_1`, kind: 'text', label: '意见' }];

describe('an anonymous form stays anonymous', () => {
  it('once answered, anonymity cannot be taken away, so results and exports never show who answered', async () => {
    const { id, no } = await kit.makeForm(text, { title: '匿名评教', anonymous: true });
    expect((await submit(no, { [`text_${no}_1`]: '课程很好' })).e).toBe(0);
    expect(await saveSettings(id, { anonymous: false })).toMatchObject({ e: 1, m: '表单已有答卷，不能取消匿名：填写的人是按匿名填写的' });
    expect((await settingsOf(id)).settings.anonymous).toBe(true);
    const list = await kit.ask('/forms/api/results/answers', kit.c.admin, { id });
    expect(list.d).toMatchObject({ anonymous: true, list: [{ name: '', number: '' }] });
    expect(await exported(id)).not.toContain(STUDENT);
    // Other settings still save.
    expect((await saveSettings(id, { title: '匿名评教（第二轮）' })).e).toBe(0);
  });

  it('may be made anonymous after answers arrive: earlier answers can then no longer be found by name either', async () => {
    const { id, no } = await kit.makeForm(text, { title: '意见征集' });
    expect((await submit(no, { [`text_${no}_1`]: '食堂太挤' })).e).toBe(0);
    expect((await kit.ask('/forms/api/results/answers', kit.c.admin, { id, keyword: '学生演示' })).d.total).toBe(1);
    expect((await saveSettings(id, { anonymous: true })).e).toBe(0);
    expect((await kit.ask('/forms/api/results/answers', kit.c.admin, { id, keyword: '学生演示' })).d.total).toBe(0);
    expect((await kit.ask('/forms/api/results/answers', kit.c.admin, { id, keyword: '食堂' })).d).toMatchObject({ total: 1, list: [{ name: '' }] });
    expect(await exported(id)).not.toContain(STUDENT);
  });

  it('may be switched either way while nobody has answered', async () => {
    const { id } = await kit.makeForm(text, { title: '草稿调查', anonymous: true });
    expect((await saveSettings(id, { anonymous: false })).e).toBe(0);
    expect((await settingsOf(id)).settings.anonymous).toBe(false);
  });

  it('never stores a name its design fills in from the profile', async () => {
    const { id, no } = await kit.makeForm(text, { title: '心理调查' });
    const prefill = { ...designOf(text(no)), plugins: [{ type: 'prefill', field: `text_${no}_1`, from: 'realname' }] };
    const refused = await kit.ask('/forms/api/manage/save', kit.c.admin, { id, settings: { ...(await settingsOf(id)).settings, anonymous: true }, definition: prefill });
    expect(refused).toMatchObject({ e: 10022, m: '匿名表单不能从个人资料自动填入姓名、学工号或手机号' });
    // A version published before the form became anonymous still prefills: the server drops what it filled in.
    expect((await kit.ask('/forms/api/manage/save', kit.c.admin, { id, settings: (await settingsOf(id)).settings, definition: prefill })).e).toBe(0);
    expect((await kit.ask('/forms/api/manage/publish', kit.c.admin, { id })).e).toBe(0);
    expect((await saveSettings(id, { anonymous: true })).e).toBe(10022);
    const clean = { ...designOf(text(no)) };
    expect((await kit.ask('/forms/api/manage/save', kit.c.admin, { id, settings: { ...(await settingsOf(id)).settings, anonymous: true }, definition: clean })).e).toBe(0);
    const sent = await kit.ask('/forms/wap/default/submit', kit.c.student, { formid: no, version: 2, values: { [`text_${no}_1`]: STUDENT }, requestId: `anon-p-${Date.now()}` });
    expect(sent.e).toBe(0);
    const stored = await kit.north.selectFrom('form_answers').select(['values_json', 'search_text']).where('id', '=', sent.d.id as string).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(STUDENT);
  });
});
