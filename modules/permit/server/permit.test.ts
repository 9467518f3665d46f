import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TTask = { id: string; instanceId: string; app: string };
type TCheck = { valid: boolean; result: string; message: string; permit: Record<string, string> | null };
type TStatus = { state: string; phone: string; idCard: string; pass: { token: string; svg: string } | null };

const t = serverForFile(['student', 'teacher', 'admin', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = (what: string) => `${what}_${Date.now()}_${seq++}`;
// The demo sites run in Asia/Shanghai; windows are written in its time.
const at = (hours: number) => new Date(Date.now() + 8 * 3600_000 + hours * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const day = (days: number) => at(days * 24).slice(0, 10);
// An hour ago, but never before today: a visit may not start yesterday, and the first hour after midnight comes.
const earlierToday = () => [at(-1), `${day(0)} 00:00`].sort().at(-1)!;
let phones = 0;
const phone = () => `139${String(10_000_000 + phones++).padStart(8, '0')}`;

const teacherId = async () => ((await ask('/workflow/api/people/search', c.admin, { keyword: 'teacher' })).d.list as { id: string }[])[0]!.id;
const visit = async (extra: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  ask('/permit/api/visitor/apply', '', { name: '王访客', phone: phone(), idCard: '11010519491231002X', hostId: await teacherId(), reason: '商谈合作', start: earlierToday(), end: at(3), requestId: key('visit'), ...extra }, host);
const status = async (token: string, host: string = HOSTS.north) => ask('/permit/api/visitor/status', '', { token }, host);
const taskOf = async (cookie: string, instanceId: string) => ((await ask('/workflow/api/tasks/backlog', cookie, { app: 'permit' })).d.list as TTask[]).find((task) => task.instanceId === instanceId);
const gate = async (token: string, host: string = HOSTS.north, cookie = host === HOSTS.north ? c.admin : c.southAdmin) => (await ask('/permit/api/gate/check', cookie, { token, gate: '东门' }, host)).d as TCheck;
const records = async (input: Record<string, unknown> = {}, cookie = c.admin, host: string = HOSTS.north) => (await ask('/permit/api/records', cookie, input, host)).d.list as { id: string; instanceId: string; state: string; phone: string; idCard: string }[];

/** A visit, decided by its host; answers the visitor's link and the office's record of it. */
async function decidedVisit(decision: 'approve' | 'reject', extra: Record<string, unknown> = {}) {
  const sent = await visit(extra);
  expect(sent.e, sent.m).toBe(0);
  const token = sent.d.token as string;
  const record = (await records({ kind: 'visitor' })).find((r) => r.state === 'running' && r.instanceId)!;
  const task = await taskOf(c.teacher, record.instanceId);
  expect(task, 'the host has the task').toBeDefined();
  expect((await ask(`/workflow/api/task/${decision}`, c.teacher, { id: task!.id, comment: '不便接待' })).e).toBe(0);
  return { token, record };
}

describe('the demo', () => {
  it('shows requests in every state on each site: an approved visit, a refused car permit, others waiting', async () => {
    for (const [cookie, host] of [
      [c.admin, HOSTS.north],
      [c.southAdmin, HOSTS.south],
    ] as const) {
      const states = async (kind: string) => (await records({ kind, size: 50 }, cookie, host)).map((r) => r.state);
      expect(await states('visitor'), host).toEqual(expect.arrayContaining(['approved', 'running']));
      expect(await states('car'), host).toEqual(expect.arrayContaining(['rejected', 'running']));
    }
  });
});

describe('visitor permits', () => {
  it('a visitor without an account books, the host approves, and the pass opens the gate inside its window only until revoked', async () => {
    const found = await ask('/permit/api/visitor/hosts', '', { keyword: '教师演示' });
    expect(found.e, found.m).toBe(0);
    expect(found.d.list).toEqual([expect.objectContaining({ id: await teacherId(), name: '教师演示账号' })]);
    expect(JSON.stringify(found.d)).not.toMatch(/teacher|mobile/);

    const { token, record } = await decidedVisit('approve');
    const seen = (await status(token)).d as unknown as TStatus;
    expect(seen).toMatchObject({ state: 'approved', phone: expect.stringMatching(/^139\*{4}\d{4}$/), idCard: '110***********002X' });
    expect(seen.pass?.svg).toContain('<svg');

    expect(await gate(seen.pass!.token)).toMatchObject({ valid: true, result: 'valid', message: '通行证有效，准予通行', permit: { name: '王访客', kind: 'visitor', host: '教师演示账号' } });
    // Another site's guard learns nothing of it.
    expect(await gate(seen.pass!.token, HOSTS.south)).toEqual({ valid: false, result: 'invalid', message: '通行码无效：不是本校的通行证，或已损坏', permit: null });
    expect((await gate('hello')).result).toBe('invalid');

    expect(await ask('/permit/api/revoke', c.student, { id: record.id })).toMatchObject({ e: 10003 });
    expect((await ask('/permit/api/revoke', c.admin, { id: record.id, reason: '临时管控' })).e).toBe(0);
    expect(await gate(seen.pass!.token)).toMatchObject({ valid: false, result: 'revoked', message: '通行证已被撤销，不能通行' });
    expect((await status(token)).d).toMatchObject({ state: 'revoked', pass: null });
    expect(await ask('/permit/api/revoke', c.admin, { id: record.id })).toMatchObject({ e: 1, m: '通行证已经撤销' });

    const log = (await ask('/permit/api/gate/log', c.admin)).d.list as { result: string; name: string }[];
    expect(log.slice(0, 3).map((s) => s.result)).toEqual(['revoked', 'invalid', 'valid']);
    expect(log[2]).toMatchObject({ name: '王访客' });
    expect(((await ask('/permit/api/gate/log', c.southAdmin, {}, HOSTS.south)).d.list as { name: string }[]).every((s) => s.name === '')).toBe(true);
  });

  it('refuses a pass before its window and after it, and a rejected one shows no pass', async () => {
    const early = await decidedVisit('approve', { start: at(24), end: at(26) });
    const seen = (await status(early.token)).d as unknown as TStatus;
    expect(seen, JSON.stringify(seen)).toMatchObject({ state: 'approved' });
    const pass = seen.pass!;
    expect(await gate(pass.token)).toMatchObject({ valid: false, result: 'not-yet', message: `未到通行时间（${at(24)} 起有效）` });

    // Time moves on: the window of an approved visit is put in the past.
    await t.platform.database.db.updateTable('permit_requests').set({ start_at: '2020-01-01 08:00', end_at: '2020-01-01 18:00' }).where('id', '=', early.record.id).execute();
    expect(await gate(pass.token)).toMatchObject({ valid: false, result: 'ended', message: '通行证已过期（有效期至 2020-01-01 18:00）' });
    expect(((await status(early.token)).d as unknown as TStatus).pass).toBeNull();

    const rejected = await decidedVisit('reject');
    expect((await status(rejected.token)).d).toMatchObject({ state: 'rejected', pass: null, comment: '不便接待' });
  });

  it('answers a retried booking once, refuses bad input in Chinese and writes nothing, and limits a phone', async () => {
    const before = (await records({ kind: 'visitor' })).length;
    const same = { phone: phone(), requestId: key('same') };
    const once = await visit(same);
    expect(once.e, once.m).toBe(0);
    expect((await visit(same)).d).toEqual(once.d);
    expect(await records({ kind: 'visitor' })).toHaveLength(before + 1);

    expect(await visit({ phone: '12345' })).toMatchObject({ e: 10022, m: '手机号应为11位手机号码' });
    expect(await visit({ idCard: '110105194912310021' })).toMatchObject({ e: 10022, m: '身份证号不正确' });
    expect(await visit({ plate: '京12345' })).toMatchObject({ e: 10022, m: '车牌号格式不正确（如 京A12345、新能源 京AD12345）' });
    expect(await visit({ start: at(5), end: at(2) })).toMatchObject({ e: 10022, m: '来访结束时间必须晚于开始时间' });
    expect(await visit({ end: at(24 * 8) })).toMatchObject({ e: 1, m: '一次来访不能超过7天' });
    expect(await visit({ start: '2020-01-01 08:00', end: '2020-01-01 09:00' })).toMatchObject({ e: 1, m: '来访结束时间已过，请重新选择' });
    expect(await visit({ hostId: undefined, hostNumber: 'nobody' })).toMatchObject({ e: 1, m: '没有找到该受访人，请核对姓名或工号' });
    expect(await records({ kind: 'visitor' })).toHaveLength(before + 1);

    const busy = phone();
    for (let i = 0; i < 5; i++) expect((await visit({ phone: busy })).e).toBe(0);
    expect(await visit({ phone: busy })).toMatchObject({ e: 10029, m: '该手机号预约过于频繁，请稍后再试' });
  });

  it("keeps each site's requests to itself", async () => {
    const { token, record } = await decidedVisit('approve');
    expect((await status(token, HOSTS.south)).e).toBe(10004);
    expect((await records({}, c.southAdmin, HOSTS.south)).map((r) => r.id)).not.toContain(record.id);
    expect((await ask('/permit/api/revoke', c.southAdmin, { id: record.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/permit/api/records', c.admin, {}, HOSTS.south)).e).toBe(10013);
    expect(await ask('/permit/api/visitor/hosts', '', { keyword: '教师演示' }, HOSTS.south)).toMatchObject({ e: 0 });
    const south = (await ask('/permit/api/visitor/hosts', '', { keyword: '教师演示' }, HOSTS.south)).d.list as { id: string }[];
    expect(south.map((h) => h.id)).not.toContain(await teacherId());
    expect((await visit({}, HOSTS.south)).m).toBe('没有找到该受访人，请核对姓名或工号');
  });
});

describe('car permits', () => {
  const car = (extra: Record<string, unknown> = {}, cookie = c.student) =>
    ask('/permit/api/car/apply', cookie, { plate: '京ad 12345', owner: '学生演示账号', reason: '走读', start: day(0), end: day(30), requestId: key('car'), ...extra });
  const mine = async () => (await ask('/permit/api/car/mine', c.student)).d.list as { id: string; state: string; plate: string }[];

  it('goes to the security office, and once approved shows a pass that opens the gate', async () => {
    const sent = await car();
    expect(sent.e, sent.m).toBe(0);
    const { id, instanceId } = sent.d as { id: string; instanceId: string };
    expect((await mine()).find((p) => p.id === id)).toMatchObject({ state: 'running', plate: '京AD12345' });
    expect(await ask('/permit/api/car/pass', c.student, { id })).toMatchObject({ e: 1, m: '通行证尚未批准' });

    // Nobody holds 学校管理员 on the demo site: the administrator decides.
    const task = await taskOf(c.admin, instanceId);
    expect((await ask('/workflow/api/task/approve', c.admin, { id: task!.id })).e).toBe(0);
    expect((await mine()).find((p) => p.id === id)?.state).toBe('approved');

    const shown = await ask('/permit/api/car/pass', c.student, { id });
    expect(shown.e, shown.m).toBe(0);
    const token = (shown.d.pass as { token: string }).token;
    expect(await gate(token)).toMatchObject({ valid: true, permit: { kind: 'car', plate: '京AD12345', name: '学生演示账号' } });
    expect((await ask('/permit/api/car/pass', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/permit/api/car/pass', c.teacher, { id })).e).toBe(10004);
    expect(await ask('/permit/api/gate/check', c.student, { token })).toMatchObject({ e: 10003 });
  });

  it('refuses bad plates and periods in Chinese, writes nothing, and answers a retry once', async () => {
    const before = (await mine()).length;
    const same = { requestId: key('same') };
    expect((await car(same)).d).toEqual((await car(same)).d);
    expect(await mine()).toHaveLength(before + 1);
    for (const plate of ['京A1234', 'A12345B', '京I12345', '京AD1234X']) {
      expect(await car({ plate })).toMatchObject({ e: 10022, m: '车牌号格式不正确（如 京A12345、新能源 京AD12345）' });
    }
    expect(await car({ start: day(3), end: day(1) })).toMatchObject({ e: 10022, m: '结束日期不能早于开始日期' });
    expect(await car({ end: day(400) })).toMatchObject({ e: 1, m: '通行证有效期不能超过一年' });
    expect(await car({ start: '2020-01-01', end: '2020-01-02' })).toMatchObject({ e: 1, m: '开始日期不能早于今天' });
    expect(await mine()).toHaveLength(before + 1);
    expect((await car({ plate: '粤B12345D' })).e).toBe(0);
  });

  it('counts requests per day and state for the office, and exports them', async () => {
    expect((await ask('/permit/api/statistic', c.student)).e).toBe(10003);
    const stats = (await ask('/permit/api/statistic', c.admin)).d as { byDay: { day: string; visitor: number; car: number }[]; byState: { kind: string; state: string; count: number }[] };
    expect(stats.byDay).toHaveLength(14);
    expect(stats.byDay.at(-1)).toMatchObject({ day: day(0) });
    expect(stats.byDay.at(-1)!.car).toBeGreaterThan(0);
    expect(stats.byState.find((s) => s.kind === 'visitor' && s.state === 'revoked')?.count).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: '/permit/api/records/export?kind=car', headers: { cookie: c.admin, host: HOSTS.north } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});
