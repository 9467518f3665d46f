import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows, scopedRows } from '@quad/datasets-engine/server';
import type { TCampaign, TMyRecord, TRequest, TReviewItem } from '../contract';
import { recordsKind } from './kind';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };
type TReviewList = { list: TReviewItem[]; total: number; campaign: TCampaign | null; counts: Record<string, number>; classes: { className: string; students: number; confirmed: number; unconfirmed: number; pending: number }[] };

const t = serverForFile(['admin', 'student', 'other', 'teacher', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');

async function ask<D>(url: string, cookie: string, json?: unknown, host: string = HOSTS.north): Promise<TBody<D>> {
  return (await call(t.app, { url, cookie, json, host })).json();
}
const mine = (cookie: string, host?: string) => ask<TMyRecord>('/infocheck/api/mine', cookie, undefined, host);
const correct = (cookie: string, body: Record<string, unknown>, host?: string) => ask<TRequest>('/infocheck/api/correct', cookie, body, host);
const reviews = (cookie: string, query: Record<string, string> = {}, host?: string) =>
  ask<TReviewList>(`/infocheck/api/review/list?${new URLSearchParams(query).toString()}`, cookie, undefined, host);
const decide = (cookie: string, body: Record<string, unknown>, host?: string) => ask<TReviewItem>('/infocheck/api/review/decide', cookie, body, host);
const item = (record: TMyRecord, field: string) => record.items.find((i) => i.field === field)!;

/** The current campaign's days moved, as an administrator would in the console. */
async function setWindow(opens: string, closes: string) {
  const { d } = await ask<{ campaign: TCampaign }>('/infocheck/api/campaign', t.c.admin);
  const saved = await ask<TCampaign>('/infocheck/api/campaign/save', t.c.admin, { ...d.campaign, opens, closes });
  expect(saved.e, saved.m).toBe(0);
  return saved.d;
}

describe('a student’s own record', () => {
  it('shows their record only, item by item, the 身份证号 masked, with the open campaign and 数据更新于', async () => {
    const own = await mine(t.c.student);
    expect(own.e, own.m).toBe(0);
    expect(own.d).toMatchObject({ hasRecord: true, status: 'unconfirmed', failed: false });
    expect(own.d.campaign?.isOpen).toBe(true);
    expect(own.d.updatedAt).toBeGreaterThan(0);
    expect(item(own.d, 'studentNo')).toMatchObject({ value: 'student', isEditable: false });
    expect(item(own.d, 'idCard').value).toMatch(/^6101\*+\d{3}[\dX]$/);
    expect(item(own.d, 'idCard').isEditable).toBe(false);
    expect(item(own.d, 'phone').isEditable).toBe(true);
    // The demo's approved new address, not yet in the school system's data.
    expect(item(own.d, 'address').corrected).toMatch(/新华路88号$/);
    const other = await mine(t.c.other);
    expect(item(other.d, 'studentNo').value).toBe('2024010002');
    expect(item(other.d, 'name').value).not.toBe(item(own.d, 'name').value);
  });

  it('refuses a guest, and shows another site’s student their own site’s record', async () => {
    expect((await mine('')).e).not.toBe(0);
    const south = await mine(t.c.southStudent, HOSTS.south);
    expect(item(south.d, 'idCard').value.startsWith('4401')).toBe(true);
    const northIds = new Set((await mine(t.c.student)).d.requests.map((r) => r.id));
    expect(south.d.requests.length).toBeGreaterThan(0);
    expect(south.d.requests.some((r) => northIds.has(r.id))).toBe(false);
  });

  it('refuses bad input with Chinese messages, never a crash', async () => {
    const bad = [
      [{ field: 'shoeSize', value: '42', reason: '量错了' }, 'field'],
      [{ field: 'phone', value: '', reason: '换号' }, 'value'],
      [{ field: 'phone', value: '13900000000', reason: '' }, 'reason'],
      [{ field: 'phone', value: '1390000', reason: '换号' }, 'value'],
      [{ field: 'gender', value: '未知', reason: '填错' }, 'value'],
      [{ field: 'birthDate', value: '2005-02-30', reason: '填错' }, 'value'],
      [{ field: 'phone', value: '13900000000', reason: '换号', attachments: ['nosuchfile'] }, 'attachments'],
      [{ field: 'phone', value: '13900000000', reason: '换号', requestId: 'bad id!' }, 'requestId'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await correct(t.c.student, body);
      expect(answer.e, JSON.stringify(body)).not.toBe(0);
      expect(answer.d.errors?.[field], JSON.stringify(answer)).toMatch(/[\u4e00-\u9fa5]/);
    }
    const locked = await correct(t.c.student, { field: 'studentNo', value: 'x2024', reason: '改学号' });
    expect(locked).toMatchObject({ e: 1, m: '该项不能在线更正，如有错误请联系教务处' });
    const same = await correct(t.c.student, { field: 'phone', value: item((await mine(t.c.student)).d, 'phone').value, reason: '没变' });
    expect(same.d.errors?.value).toBe('更正后的内容与现有信息相同');
  });
});

describe('the correction flow', () => {
  it('request (idempotent, one pending per item) → approve in scope → inbox → 已更正（待同步） → export → synced by a load', async () => {
    const first = await correct(t.c.student, { field: 'phone', value: '13900001111', reason: '手机号已更换', requestId: 'req-phone-0001' });
    expect(first.e, first.m).toBe(0);
    expect(first.d).toMatchObject({ status: 'pending', label: '手机号', newValue: '13900001111' });
    // The same request again, by its id or by its value, answers the same request.
    expect((await correct(t.c.student, { field: 'phone', value: '13900001111', reason: '手机号已更换', requestId: 'req-phone-0001' })).d.id).toBe(first.d.id);
    expect((await correct(t.c.student, { field: 'phone', value: '13900001111', reason: '再交一次' })).d.id).toBe(first.d.id);
    const second = await correct(t.c.student, { field: 'phone', value: '13900002222', reason: '又换了' });
    expect(second).toMatchObject({ e: 1, m: '该项已有更正申请待审核，请等待审核结果或先撤回' });
    const before = await mine(t.c.student);
    expect(before.d.status).toBe('pending');
    expect(item(before.d, 'phone').pending?.id).toBe(first.d.id);

    // Another site's administrator sees nothing of it and cannot decide it.
    const southList = await reviews(t.c.southAdmin, { status: 'pending' }, HOSTS.south);
    expect(southList.d.list.map((r) => r.id)).not.toContain(first.d.id);
    expect((await decide(t.c.southAdmin, { id: first.d.id, approve: true }, HOSTS.south)).e).toBe(10004);
    // A student holds no review permission.
    expect((await reviews(t.c.student)).e).not.toBe(0);
    expect((await decide(t.c.student, { id: first.d.id, approve: true })).e).not.toBe(0);

    const list = await reviews(t.c.admin, { status: 'pending', q: 'student' });
    expect(list.d.list.map((r) => r.id)).toContain(first.d.id);
    const approved = await decide(t.c.admin, { id: first.d.id, approve: 'true', comment: '已核实' });
    expect(approved.e, approved.m).toBe(0);
    expect(approved.d).toMatchObject({ status: 'approved', comment: '已核实', reviewer: expect.any(String) });
    expect((await decide(t.c.admin, { id: first.d.id, approve: true })).d.status).toBe('approved');
    expect((await decide(t.c.admin, { id: first.d.id, approve: false, comment: '改主意' })).e).toBe(1);

    const studentId = (await north().selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow()).id;
    const inbox = await north().selectFrom('messages').select(['title', 'body', 'link']).where('user_id', '=', studentId).where('app_key', '=', 'infocheck').execute();
    expect(inbox).toContainEqual(expect.objectContaining({ title: '信息更正已通过：手机号', link: 'infocheck/index' }));

    const after = await mine(t.c.student);
    expect(item(after.d, 'phone')).toMatchObject({ pending: null, corrected: '13900001111' });
    expect(item(after.d, 'phone').value).not.toBe('13900001111');

    const file = await call(t.app, { url: '/infocheck/api/review/export', cookie: t.c.admin });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as string[]).slice(1));
    expect(rows).toContainEqual(expect.arrayContaining(['student', '手机号', 'phone', '13900001111']));
    // Another site's export holds none of north's corrections; a student may not export.
    const southFile = await call(t.app, { url: '/infocheck/api/review/export', cookie: t.c.southAdmin, host: HOSTS.south });
    const southBook = new ExcelJS.Workbook();
    await southBook.xlsx.load(southFile.rawPayload as unknown as ArrayBuffer);
    expect(JSON.stringify(southBook.worksheets[0]!.getSheetValues())).not.toContain('13900001111');
    expect((await call(t.app, { url: '/infocheck/api/review/export', cookie: t.c.student })).json().e).not.toBe(0);

    // The school system applies it: the next load carries the new number, the item reads as usual.
    const adminId = (await north().selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const all = await scopedRows(north(), recordsKind, adminId, { limit: 5000 });
    const reloaded = await loadDatasetRows(north(), recordsKind, all.map((r) => (r.studentNo === 'student' ? { ...r, phone: '13900001111' } : r)), { source: 'upload', by: adminId });
    expect(reloaded.ok, reloaded.message).toBe(true);
    expect(item((await mine(t.c.student)).d, 'phone')).toMatchObject({ value: '13900001111', corrected: null });
  });

  it('a rejection must say why, reaches the inbox and shows on the item; a pending request may be withdrawn', async () => {
    const asked = await correct(t.c.other, { field: 'ethnicity', value: '回族', reason: '登记有误' });
    expect(asked.e, asked.m).toBe(0);
    expect((await decide(t.c.admin, { id: asked.d.id, approve: false })).m).toBe('驳回时请填写原因，学生会看到');
    const rejected = await decide(t.c.admin, { id: asked.d.id, approve: false, comment: '请上传户口本首页' });
    expect(rejected.d.status).toBe('rejected');
    const record = await mine(t.c.other);
    expect(item(record.d, 'ethnicity').rejected?.comment).toBe('请上传户口本首页');
    const otherId = (await north().selectFrom('users').select('id').where('username', '=', '2024010002').executeTakeFirstOrThrow()).id;
    const inbox = await north().selectFrom('messages').select('body').where('user_id', '=', otherId).where('app_key', '=', 'infocheck').execute();
    expect(inbox.some((m) => m.body.includes('请上传户口本首页'))).toBe(true);

    const again = await correct(t.c.other, { field: 'ethnicity', value: '回族', reason: '补充材料后再次申请' });
    expect(again.d.status).toBe('pending');
    // Only one's own request may be withdrawn.
    expect((await ask('/infocheck/api/withdraw', t.c.student, { id: again.d.id })).e).toBe(10004);
    expect((await ask('/infocheck/api/withdraw', t.c.other, { id: again.d.id })).e).toBe(0);
    expect(item((await mine(t.c.other)).d, 'ethnicity').pending).toBeNull();
  });

  it('two taps at once without a request id make one request; a different value at once is refused in Chinese', async () => {
    const body = { field: 'nativePlace', value: '甘肃天水', reason: '籍贯登记有误' };
    const [a, b] = await Promise.all([correct(t.c.other, body), correct(t.c.other, body)]);
    expect([a.e, b.e], `${a.m} ${b.m}`).toEqual([0, 0]);
    expect(b.d.id).toBe(a.d.id);
    const raced = await Promise.all([correct(t.c.other, { ...body, field: 'address', value: '兰州市城关区甲1号' }), correct(t.c.other, { ...body, field: 'address', value: '兰州市七里河区乙2号' })]);
    expect(raced.map((r) => r.e).sort()).toEqual([0, 1]);
    expect(raced.find((r) => r.e === 1)?.m).toBe('该项已有更正申请待审核，请等待审核结果或先撤回');
  });

  it('confirming is idempotent and allowed after corrections; class counts follow', async () => {
    const first = await ask<{ confirmedAt: number }>('/infocheck/api/confirm', t.c.student, {});
    expect(first.e, first.m).toBe(0);
    const second = await ask<{ confirmedAt: number }>('/infocheck/api/confirm', t.c.student, {});
    expect(second.d.confirmedAt).toBe(first.d.confirmedAt);
    expect((await mine(t.c.student)).d.status).toBe('confirmed');
    const classes = (await reviews(t.c.admin)).d.classes;
    const total = classes.reduce((n, c) => n + c.students, 0);
    expect(classes.reduce((n, c) => n + c.confirmed + c.unconfirmed, 0)).toBe(total);
    expect(classes.reduce((n, c) => n + c.confirmed, 0)).toBeGreaterThan(1);
  });
});

describe('reviewers’ scope', () => {
  it('shows a counselor their classes only, and refuses requests outside them as not found', async () => {
    const admin = await reviews(t.c.admin, { size: '50' });
    const teacher = await reviews(t.c.teacher, { size: '50' });
    expect(teacher.e, teacher.m).toBe(0);
    const teacherClasses = teacher.d.classes.map((c) => c.className);
    expect(teacherClasses.length).toBeGreaterThan(0);
    expect(teacherClasses.length).toBeLessThan(admin.d.classes.length);
    expect(teacher.d.list.every((r) => teacherClasses.includes(r.className))).toBe(true);
    // A request of a student outside the counselor's classes, as that student would have made it.
    const adminId = (await north().selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const stranger = (await scopedRows(north(), recordsKind, adminId, { limit: 5000 })).find((r) => !teacherClasses.includes(r.className))!;
    const outside = { id: 'outside1', className: stranger.className };
    await north()
      .insertInto('infocheck_requests', {
        id: outside.id, campaign_id: admin.d.campaign!.id, user_id: 'nobody', student_no: stranger.studentNo, student_name: stranger.name, class_name: stranger.className, college: '',
        field: 'phone', old_value: '', new_value: '13900009999', reason: '换号', attachments: '[]', status: 'pending', comment: '', reviewed_by: '', reviewed: 0, created: 1, request_key: '',
      })
      .execute();
    expect((await reviews(t.c.admin, { className: stranger.className })).d.list.map((r) => r.id)).toContain(outside.id);
    expect((await decide(t.c.teacher, { id: outside!.id, approve: true })).e).toBe(10004);
    expect((await reviews(t.c.teacher, { className: outside!.className })).d.list).toEqual([]);
  });

  it('refuses bad review input', async () => {
    expect((await reviews(t.c.admin, { status: 'maybe' })).d.errors?.status).toBeTruthy();
    expect((await reviews(t.c.admin, { page: '0' })).d.errors?.page).toBeTruthy();
    expect((await decide(t.c.admin, { id: 'NOT AN ID', approve: true })).d.errors?.id).toBeTruthy();
    expect((await decide(t.c.admin, { id: 'zzzz', approve: true })).e).toBe(10004);
  });
});

describe('the campaign window', () => {
  it('outside its days the record is read-only: no correction, no confirmation', async () => {
    const closed = await setWindow('2020-09-01', '2020-09-30');
    expect(closed.isOpen).toBe(false);
    const record = await mine(t.c.other);
    expect(record.d.items.every((i) => !i.isEditable)).toBe(true);
    expect((await correct(t.c.other, { field: 'phone', value: '13900003333', reason: '换号' })).m).toBe('不在核对时间内（2020-09-01 至 2020-09-30）');
    expect((await ask('/infocheck/api/confirm', t.c.other, {})).e).toBe(1);
    const open = await setWindow('2020-09-01', '2099-12-31');
    expect(open.isOpen).toBe(true);
    expect((await ask('/infocheck/api/confirm', t.c.other, {})).e).toBe(0);
  });

  it('refuses a bad campaign and anyone but the campaign’s managers', async () => {
    const bad = await ask('/infocheck/api/campaign/save', t.c.admin, { name: '', opens: '2026-9-1', closes: '2026-09-30', editable: ['nope'] });
    expect(bad.e).not.toBe(0);
    expect(Object.keys(bad.d.errors ?? {})).toEqual(expect.arrayContaining(['name', 'opens']));
    expect((await ask('/infocheck/api/campaign/save', t.c.admin, { name: '倒序', opens: '2026-10-01', closes: '2026-09-01', editable: [] })).m).toBe('结束日期不能早于开始日期');
    expect((await ask('/infocheck/api/campaign', t.c.teacher)).e).not.toBe(0);
    expect((await ask('/infocheck/api/campaign', t.c.student)).e).not.toBe(0);
    // Another site's campaign is its own.
    const south = await ask<{ campaign: TCampaign }>('/infocheck/api/campaign', t.c.southAdmin, undefined, HOSTS.south);
    expect(south.d.campaign?.opens).not.toBe('2020-09-01');
  });
});
