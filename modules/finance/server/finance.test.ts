import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { newId } from '@quad/platform/server/ids';
import { permissionsChanged } from '@quad/platform/server/identity/permissions';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TPaySlip, TSalaryYear, TStaffPay } from '../contract';
import type { TBudget, TExpense } from '../contract-budget';
import { salaryKind } from './kinds';

type TBody<D = Record<string, unknown>> = { e: number; m: string; d: D & { reason?: string; errors?: Record<string, string> } };

const t = serverForFile(['admin', 'teacher', 'student', 'other', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');

async function ask<D = Record<string, unknown>>(url: string, cookie: string, json?: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody<D>> {
  return (await call(t.app, { url, cookie, host, json })).json();
}
const unlock = (cookie: string, password: string, host?: string) => ask<{ token: string; expires: number }>('/salary/api/unlock', cookie, { password }, host);
const year = (cookie: string, token: string | undefined, extra: Record<string, unknown> = {}, host?: string) => ask<TSalaryYear>('/salary/api/year', cookie, { token, ...extra }, host);
const month = (cookie: string, token: string, m: string) => ask<TPaySlip>('/salary/api/month', cookie, { token, month: m });
const salaryReads = (targetId: string) =>
  north().selectFrom('audit_log').select(['actor_name', 'target_id', 'after']).where('action', '=', 'salary.read').where('target_id', '=', targetId).orderBy('created', 'desc').execute();

describe('salary: the password again before pay shows', () => {
  it('answers the locked reason without an unlock, then a year of months with 实发 = 应发 − 扣发, in cents', async () => {
    const locked = await year(t.c.teacher, undefined);
    expect(locked).toMatchObject({ e: 1, d: { reason: 'finance.locked' } });
    expect(locked.m).toBe('请输入登录密码查看工资');
    const opened = await unlock(t.c.teacher, 'teacher123');
    expect(opened.e, opened.m).toBe(0);
    const answer = await year(t.c.teacher, opened.d.token);
    expect(answer.e, answer.m).toBe(0);
    const months = answer.d.months;
    expect(months.length).toBeGreaterThanOrEqual(1);
    expect(answer.d.years[0]).toBe(answer.d.year);
    for (const m of months) expect(m.net).toBe(m.gross - m.deductions);
    expect(answer.d.total.net).toBe(months.reduce((n, m) => n + m.net, 0));
    expect(answer.d.updatedAt).toBeGreaterThan(0);
    // The slip of one month: 应发 items first, ten items, totals in cents.
    const slip = await month(t.c.teacher, opened.d.token, months[0]!.month);
    expect(slip.e, slip.m).toBe(0);
    expect(slip.d.items).toHaveLength(10);
    expect(slip.d.items.slice(0, 5).every((i) => i.category === '应发')).toBe(true);
    expect(slip.d.items.find((i) => i.item === '岗位工资')!.amount).toBe(384_000);
    expect(slip.d.gross).toBe(slip.d.items.filter((i) => i.category === '应发').reduce((n, i) => n + i.amount, 0));
    expect((await month(t.c.teacher, opened.d.token, '2001-01')).m).toBe('2001-01暂无工资记录');
  });

  it('audits every read, and the administrators’ log lists it', async () => {
    const { d } = await unlock(t.c.teacher, 'teacher123');
    const before = (await salaryReads('teacher')).length;
    const answer = await year(t.c.teacher, d.token);
    await month(t.c.teacher, d.token, answer.d.months[1]!.month);
    const reads = await salaryReads('teacher');
    expect(reads.length).toBe(before + 2);
    expect(JSON.parse(reads.find((r) => JSON.parse(r.after).months.length === 1)!.after)).toEqual({ months: [answer.d.months[1]!.month] });
    const log = await ask<{ list: { action: string; target_id: string; actor_name: string }[] }>('/admin/api/audit/list?action=salary.read&target_id=teacher', t.c.admin);
    expect(log.e, log.m).toBe(0);
    expect(log.d.list.length).toBeGreaterThanOrEqual(2);
    expect(log.d.list[0]).toMatchObject({ action: 'salary.read', target_id: 'teacher', actor_name: '教师演示账号' });
  });

  it('refuses a wrong password with the attempts left, then pauses the account as sign-in does', async () => {
    const first = await unlock(t.c.other, 'wrong-password');
    expect(first).toMatchObject({ e: 1, m: '密码错误，还可以尝试4次' });
    for (let i = 0; i < 3; i++) await unlock(t.c.other, 'wrong-password');
    expect((await unlock(t.c.other, 'wrong-password')).m).toBe('密码错误，尝试次数过多，请稍后再试');
    const paused = await unlock(t.c.other, 'student123');
    expect(paused.e).toBe(10029);
    expect(paused.m).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
  });

  it('refuses an expired unlock, another person’s, a revoked one and one from another site', async () => {
    const mine = (await unlock(t.c.teacher, 'teacher123')).d.token;
    const admins = (await unlock(t.c.admin, 'admin123')).d.token;
    expect((await year(t.c.teacher, admins)).d.reason).toBe('finance.locked');
    expect((await year(t.c.admin, mine)).d.reason).toBe('finance.locked');
    // Another site: the south administrator's unlock means nothing on north, nor north's session there.
    const southToken = (await unlock(t.c.southAdmin, 'admin123', HOSTS.south)).d.token;
    expect((await year(t.c.southAdmin, southToken, {}, HOSTS.south)).e).toBe(0);
    expect((await year(t.c.admin, southToken)).d.reason).toBe('finance.locked');
    expect((await year(t.c.teacher, mine, {}, HOSTS.south)).e).toBe(10013);
    // Expired: the same unlock ten minutes later.
    await north().updateTable('finance_unlocks').set({ expires: 1 }).where('user_id', '=', (await userId('teacher'))).execute();
    const expired = await year(t.c.teacher, mine);
    expect(expired).toMatchObject({ e: 1, m: '查看已超时，请重新输入登录密码', d: { reason: 'finance.locked' } });
    // 锁定 voids it at once.
    const again = (await unlock(t.c.teacher, 'teacher123')).d.token;
    expect((await ask('/salary/api/lock', t.c.teacher, { token: again })).e).toBe(0);
    expect((await year(t.c.teacher, again)).d.reason).toBe('finance.locked');
  });

  it('tells an account without a password of its own (WeCom, CAS) to set one first', async () => {
    const id = await userId('student');
    const { password_hash } = await north().selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    await north().updateTable('users').set({ password_hash: '' }).where('id', '=', id).execute();
    try {
      expect(await unlock(t.c.student, 'anything')).toMatchObject({ e: 1, m: '请先在个人中心设置登录密码后再查看工资' });
    } finally {
      await north().updateTable('users').set({ password_hash }).where('id', '=', id).execute();
    }
  });

  it('shows a student no pay (own rows only), and refuses bad input in Chinese', async () => {
    const token = (await unlock(t.c.student, 'student123')).d.token;
    const none = await year(t.c.student, token);
    expect(none.d).toMatchObject({ year: 0, years: [], months: [] });
    expect((await year(t.c.student, token, { year: 1999 })).d.errors?.year).toBe('年度不能小于2000');
    expect((await month(t.c.student, token, '2026-13')).d.errors?.month).toBe('月份格式应为YYYY-MM');
    expect((await unlock(t.c.student, '')).d.errors?.password).toBe('请填写登录密码');
  });
});

async function userId(username: string): Promise<string> {
  return (await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Gives `username` a department role granting finance → `module` for the department named. */
async function grantDepartmentRole(username: string, module: string, department: string): Promise<void> {
  const roleId = newId();
  await north().insertInto('roles', { id: roleId, key: `finance-${module}-${roleId}`, name: '人事处', grants: JSON.stringify({ finance: { module: [module] } }), scope: 'department', builtin: 0 }).execute();
  const dept = await north().selectFrom('departments').select('id').where('name', '=', department).executeTakeFirstOrThrow();
  await north().insertInto('user_roles', { user_id: await userId(username), role_id: roleId, dept_id: dept.id }).execute();
  permissionsChanged(north());
}

describe('salary: the personnel office', () => {
  it('looks a person up within its scope, audited; people without the role are refused', async () => {
    const found = await ask<TStaffPay>('/salary/api/staff/lookup', t.c.admin, { staff_no: 'teacher' });
    expect(found.e, found.m).toBe(0);
    expect(found.d).toMatchObject({ staffNo: 'teacher', name: '教师演示账号' });
    expect(found.d.slips[0]!.items).toHaveLength(10);
    expect((await salaryReads('teacher'))[0]!.actor_name).toBe('管理员演示账号');
    expect((await ask('/salary/api/staff/lookup', t.c.teacher, { staff_no: 'admin' })).e).toBe(10003);
    expect((await ask('/salary/api/staff/lookup', t.c.southAdmin, { staff_no: 'teacher' })).e).toBe(10013);
    expect((await ask('/salary/api/staff/lookup', t.c.admin, { staff_no: '' })).d.errors?.staff_no).toBe('请填写工号');
  });

  it('shows a department role the pay of its department only', async () => {
    const teacherDept = found(await north().selectFrom('users').innerJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.dept_id')).select('departments.name').where('username', '=', 'teacher').executeTakeFirst());
    const otherDept = (await north().selectFrom('departments').select('name').where('kind', '=', 'department').where('name', '!=', teacherDept).executeTakeFirstOrThrow()).name;
    await grantDepartmentRole('2024010002', 'salary', otherDept);
    const outside = await ask('/salary/api/staff/lookup', t.c.other, { staff_no: 'teacher' });
    expect(outside).toMatchObject({ e: 1, m: '没有找到工号teacher在你管辖部门内的工资记录' });
    await grantDepartmentRole('2024010002', 'salary', teacherDept);
    expect((await ask<TStaffPay>('/salary/api/staff/lookup', t.c.other, { staff_no: 'teacher' })).d.department).toBe(teacherDept);
  });
});

const found = <T>(row: { name: T } | undefined): T => row!.name;

describe('budgets', () => {
  it('lists the projects a person leads with available money and 执行率; students lead none', async () => {
    const mine = await ask<{ list: TBudget[]; updatedAt: number }>('/budget/api/mine', t.c.teacher);
    expect(mine.e, mine.m).toBe(0);
    expect(mine.d.list).toHaveLength(3);
    for (const b of mine.d.list) expect(b.available).toBe(b.budget - b.spent - b.committed);
    const research = mine.d.list.find((b) => b.category === '科研')!;
    expect(research).toMatchObject({ budget: 20_000_000, spent: 8_645_030, committed: 1_200_000, rate: 49 });
    expect(mine.d.list.find((b) => b.category === '行政')!.rate).toBe(104);
    expect((await ask<{ list: TBudget[] }>('/budget/api/mine', t.c.student)).d.list).toEqual([]);
  });

  it('opens a project with its expenses, paged and searched by 摘要; another’s project is not found', async () => {
    const [project] = (await ask<{ list: TBudget[] }>('/budget/api/mine', t.c.teacher)).d.list;
    const detail = await ask<TBudget>(`/budget/api/detail?code=${project!.code}`, t.c.teacher);
    expect(detail.d.code).toBe(project!.code);
    const page = await ask<{ list: TExpense[]; total: number }>(`/budget/api/expenses?code=${project!.code}&size=2`, t.c.teacher);
    expect(page.d.list).toHaveLength(2);
    expect(page.d.total).toBeGreaterThan(2);
    expect(page.d.list[0]!.date >= page.d.list[1]!.date).toBe(true);
    const searched = await ask<{ list: TExpense[] }>(`/budget/api/expenses?code=${project!.code}&q=${encodeURIComponent('差旅')}`, t.c.teacher);
    expect(searched.d.list.length).toBeGreaterThan(0);
    expect(searched.d.list.every((e) => e.summary.includes('差旅'))).toBe(true);
    // The administrator's project, asked by the teacher, and the teacher's asked on another site.
    const adminProject = (await ask<{ list: TBudget[] }>('/budget/api/mine', t.c.admin)).d.list[0]!.code;
    expect((await ask(`/budget/api/detail?code=${adminProject}`, t.c.teacher)).e).toBe(10004);
    expect((await ask(`/budget/api/expenses?code=${adminProject}`, t.c.teacher)).e).toBe(10004);
    expect((await ask(`/budget/api/detail?code=${project!.code}`, t.c.southAdmin, undefined, HOSTS.south)).e).toBe(10004);
    expect((await ask('/budget/api/detail?code=', t.c.teacher)).d.errors?.code).toBe('请填写项目编号');
  });

  it('lists the finance office its site’s budgets by 执行率; others are refused; sites apart', async () => {
    const list = await ask<{ list: TBudget[]; total: number }>('/budget/api/staff/list', t.c.admin);
    expect(list.d.total).toBe(6);
    expect(list.d.list[0]!.rate).toBeGreaterThanOrEqual(list.d.list[1]!.rate);
    expect(list.d.list.every((b) => b.code.startsWith('NORTH-'))).toBe(true);
    const south = await ask<{ list: TBudget[] }>('/budget/api/staff/list', t.c.southAdmin, undefined, HOSTS.south);
    expect(south.d.list.every((b) => b.code.startsWith('SOUTH-'))).toBe(true);
    expect((await ask('/budget/api/staff/list', t.c.teacher)).e).toBe(10003);
    expect((await ask<{ total: number }>(`/budget/api/staff/list?q=${encodeURIComponent('教师演示')}`, t.c.admin)).d.total).toBe(3);
  });
});

describe('loading pay slips', () => {
  it('refuses a file with a bad month, category or amount, each in Chinese', async () => {
    const csv = '工号,姓名,部门,月份,类别,项目,金额\nT1,张三,计算机学院,2026-13,应发,岗位工资,100\nT1,张三,计算机学院,2026-01,补发,岗位工资,100\nT1,张三,计算机学院,2026-02,应发,岗位工资,-5\nT1,张三,计算机学院,2026-03,应发,岗位工资,1.234\n';
    const answer = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '工资.csv', data: Buffer.from(csv), fields: { kind: salaryKind.id } });
    const report = answer.json() as TBody<{ ok: boolean; errors: { row: number; column: string; message: string }[] }>;
    expect(report.d.ok).toBe(false);
    expect(report.d.errors).toEqual([
      { row: 2, column: '月份', message: '月份格式应为YYYY-MM（如2026-03）' },
      { row: 3, column: '类别', message: '类别只能是应发、扣发' },
      { row: 4, column: '金额', message: '金额应为不小于0、最多两位小数的金额' },
      { row: 5, column: '金额', message: '金额应为不小于0、最多两位小数的金额' },
    ]);
  });
});
