import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile, withinOneSecond } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type THome = { member: { monthlyFen: number; category: string; branchName: string } | null; owed: string[]; ahead: string[] };

const t = serverForFile(['student', 'other', 'teacher', 'admin', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const north = () => new SiteDb(t.platform.database.db, 'north');
const now = () => Math.floor(Date.now() / 1000);
const home = async (cookie = c.student) => (await ask('/partydues/api/home', cookie)).d as unknown as THome;
const ordersOf = async (userId: string) =>
  north().selectFrom('ledger_orders').selectAll().where('app', '=', 'partydues').where('user_id', '=', userId).execute();
const userId = async (username: string) =>
  (await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const paidRows = async (username: string) =>
  north()
    .selectFrom('partydues_paid')
    .selectAll()
    .where('user_id', '=', await userId(username))
    .orderBy('month')
    .execute();

/** Opens an order for some months; the answer as the page gets it. */
const order = (months: string[], cookie = c.student) => ask('/partydues/api/pay', cookie, { months, method: 'demo' });

/** Pays at the demo cashier as the payer's browser does; `confirmations` > 1 makes the provider notify again. */
async function payAtCashier(url: string, confirmations = 1) {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  for (let i = 0; i < confirmations; i++) {
    const confirmed = await call(t.app, { url: path, form: { confirm: '1' }, headers: { origin: 'http://localhost' } });
    expect(confirmed.statusCode).toBe(303);
  }
}

describe('my dues', () => {
  it('shows the demo student’s branch, 0.20 yuan a month, the owed months oldest first and a year to pay ahead', async () => {
    const mine = await home();
    expect(mine.member).toMatchObject({ branchName: '学生第一党支部', category: 'student', monthlyFen: 20 });
    expect(mine.owed).toHaveLength(3);
    expect([...mine.owed].sort()).toEqual(mine.owed);
    expect(mine.ahead).toHaveLength(12);
    expect((await home(c.teacher)).member).toMatchObject({ category: 'employed', monthlyFen: 12_750 });
  });

  it('tells someone not on the roll, and refuses their payment', async () => {
    expect((await home(c.admin)).member).toBeNull();
    const refused = await order(['2026-01'], c.admin);
    expect(refused).toMatchObject({ e: 1, m: '您不在党员名册中，如有疑问请联系所在党支部' });
    expect(await ordersOf(await userId('admin'))).toHaveLength(0);
  });

  it('refuses skipped, already paid and too far ahead months in Chinese, writing nothing', async () => {
    const { owed, ahead } = await home();
    const before = (await ordersOf(await userId('student'))).length;
    expect((await order([owed[1]!])).m).toBe('请从最早未缴的月份起连续选择，不能跳过月份');
    expect((await order([owed[0]!, owed[2]!])).m).toBe('请从最早未缴的月份起连续选择，不能跳过月份');
    const paid = (await paidRows('student'))[0]!.month;
    expect((await order([paid, owed[0]!])).m).toBe(`${paid}的党费已缴纳，请勿重复缴纳`);
    const tooFar = `${Number(ahead.at(-1)!.slice(0, 4)) + 1}${ahead.at(-1)!.slice(4)}`;
    expect((await order([...owed, ...ahead, tooFar])).m).toBe('只能缴纳起缴月份以来未缴的月份，最多预缴12个月');
    expect(await ordersOf(await userId('student'))).toHaveLength(before);
  });
});

describe('paying', () => {
  it('prices the months on the server, makes a double press one order, and marks the months once when notified twice', async () => {
    const { owed } = await home(c.teacher);
    const first = await order(owed.slice(0, 2), c.teacher);
    const again = await order(owed.slice(0, 2), c.teacher);
    expect(first.e, first.m).toBe(0);
    expect(again.d.orderId).toBe(first.d.orderId);
    expect(first.d.amountFen).toBe(25_500);
    const row = await north()
      .selectFrom('ledger_orders')
      .selectAll()
      .where('id', '=', first.d.orderId as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 25_500, ref: `${owed[0]}~${owed[1]}`, title: `党费：${owed[0]}至${owed[1]}` });
    await payAtCashier((first.d.start as { url: string }).url, 2);
    const paid = (await paidRows('teacher')).filter((p) => p.order_id === first.d.orderId);
    expect(paid.map((p) => [p.month, Number(p.amount)])).toEqual([
      [owed[0], 12_750],
      [owed[1], 12_750],
    ]);
    expect((await home(c.teacher)).owed).toEqual(owed.slice(2));
    const record = (await ask('/partydues/api/record', c.teacher)).d.list as { month: string; orderId: string }[];
    expect(record.filter((r) => r.orderId === first.d.orderId).map((r) => r.month)).toEqual([owed[1], owed[0]]);
  });

  it('refunds the whole of a second order whose months another order paid meanwhile, keeping none of its months', async () => {
    const { owed } = await home();
    const one = await order(owed.slice(0, 1));
    const two = await order(owed.slice(0, 2));
    expect(one.e, one.m).toBe(0);
    expect(two.e, two.m).toBe(0);
    expect(two.d.orderId).not.toBe(one.d.orderId);
    await payAtCashier((one.d.start as { url: string }).url);
    await payAtCashier((two.d.start as { url: string }).url);
    const state = async () =>
      await north()
        .selectFrom('ledger_orders')
        .select(['state', 'refunded_amount'])
        .where('id', '=', two.d.orderId as string)
        .executeTakeFirstOrThrow();
    await t.app.jobs.tick(now() + 1);
    await withinOneSecond(async () => (await state()).state === 'refunded');
    expect(await state()).toMatchObject({ state: 'refunded', refunded_amount: 40 });
    const paid = await paidRows('student');
    expect(paid.filter((p) => p.order_id === two.d.orderId)).toEqual([]);
    expect(paid.find((p) => p.month === owed[0])?.order_id).toBe(one.d.orderId);
    expect(paid.some((p) => p.month === owed[1])).toBe(false);
  });
});

describe('the branch statistics', () => {
  it('shows the secretary each member’s year and the branch’s totals, and refuses anyone else', async () => {
    const branches = (await ask('/partydues/api/branches', c.teacher)).d.list as { id: string; name: string }[];
    expect(branches.map((b) => b.name)).toEqual(['学生第一党支部', '机关教工党支部']);
    const year = new Date().getFullYear();
    const stats = await ask('/partydues/api/branch', c.teacher, { branch: branches[0]!.id, year });
    expect(stats.e, stats.m).toBe(0);
    const members = stats.d.members as { number: string; months: string[]; paidCount: number }[];
    expect(members.map((m) => m.number)).toEqual(['2024010002', 'student']);
    expect(members[0]!.months).toHaveLength(12);
    expect(stats.d.totals).toMatchObject({ members: 2 });
    expect((await ask('/partydues/api/branches', c.student)).d.list).toEqual([]);
    expect(await ask('/partydues/api/branch', c.student, { branch: branches[0]!.id, year })).toMatchObject({
      e: 1,
      m: '只有本支部书记可以查看支部党费统计',
    });
  });
});

describe('the office', () => {
  it('imports a pasted roll all or nothing, naming bad lines in Chinese', async () => {
    const lines = [
      'teacher 机关教工党支部 在职 9000',
      'nobody 机关教工党支部 在职 100',
      'admin 不存在支部 学生',
      'admin 机关教工党支部 党员 1',
    ];
    const refused = await ask('/partydues/api/manage/members/import', c.admin, { lines: lines.join('\n'), startMonth: '2026-01' });
    expect(refused.e).toBe(10022);
    expect(refused.d.errors?.lines).toBe(
      '第2行学工号不存在：nobody；第3行党支部不存在：不存在支部；第4行学工号重复：admin；第4行类别不正确：党员（应为在职、学生、离退休或其他）',
    );
    expect((await home(c.teacher)).member?.monthlyFen).toBe(12_750);
    expect((await home(c.admin)).member).toBeNull();
    const done = await ask('/partydues/api/manage/members/import', c.admin, {
      lines: 'teacher 机关教工党支部 在职 9000\nadmin,机关教工党支部,其他',
      startMonth: '2026-01',
    });
    expect(done).toMatchObject({ e: 0, d: { added: 1, updated: 1 } });
    expect((await home(c.teacher)).member?.monthlyFen).toBe(13_500);
    expect((await home(c.admin)).member).toMatchObject({ category: 'other', monthlyFen: 20 });
    const audit = await north().selectFrom('audit_log').select('action').where('action', '=', 'partydues.member.import').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses rules whose bands do not ascend, and prices by the saved ones', async () => {
    const rules = (await ask('/partydues/api/manage/rules', c.admin)).d as Record<string, unknown>;
    expect(rules.isDefault).toBe(true);
    const bad = await ask('/partydues/api/manage/rules/save', c.admin, {
      ...rules,
      employed: [
        { upToFen: 500_000, rateBp: 50 },
        { upToFen: 400_000, rateBp: 100 },
        { upToFen: null, rateBp: 200 },
      ],
    });
    expect(bad).toMatchObject({ e: 1, m: '在职党员第2档上限必须大于上一档' });
    const saved = await ask('/partydues/api/manage/rules/save', c.admin, { ...rules, studentFen: 50 });
    expect(saved.e, saved.m).toBe(0);
    expect((await home()).member?.monthlyFen).toBe(50);
    expect((await ask('/partydues/api/manage/rules/save', c.student, { ...rules })).e).toBe(10003);
  });

  it('lists the roll and the statistics, and exports the year', async () => {
    const members = await ask('/partydues/api/manage/members', c.admin, { keyword: 'teacher' });
    expect(members.d.list).toMatchObject([{ number: 'teacher', branchName: '机关教工党支部', category: 'employed' }]);
    const stats = await ask('/partydues/api/manage/stats', c.admin, { year: new Date().getFullYear() });
    expect((stats.d.list as { name: string }[]).map((b) => b.name)).toEqual(['学生第一党支部', '机关教工党支部']);
    const file = await call(t.app, { url: `/partydues/api/manage/export?year=${new Date().getFullYear()}`, cookie: c.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheet');
  });
});

describe('site isolation', () => {
  it('another school’s session and ids see nothing', async () => {
    const branch = ((await ask('/partydues/api/branches', c.teacher)).d.list as { id: string }[])[0]!.id;
    const year = new Date().getFullYear();
    expect((await ask('/partydues/api/home', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect((await ask('/partydues/api/branch', c.southStudent, { branch, year }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/partydues/api/manage/branch/delete', c.southAdmin, { id: branch }, HOSTS.south)).e).toBe(10004);
    expect(
      (await ask('/partydues/api/manage/branch/save', c.southAdmin, { id: branch, name: '改名', secretaries: ['admin'] }, HOSTS.south)).e,
    ).toBe(10004);
    const move = { number: 'student', branch, category: 'student', startMonth: '2026-01' };
    expect((await ask('/partydues/api/manage/member/save', c.southAdmin, move, HOSTS.south)).e).toBe(10004);
    const southBranches = (await ask('/partydues/api/manage/branches', c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[];
    expect(southBranches.map((b) => b.id)).not.toContain(branch);
    const northOrders = new Set((await paidRows('student')).map((p) => p.order_id).filter(Boolean));
    const southRecord = (await ask('/partydues/api/record', c.southStudent, {}, HOSTS.south)).d.list as { orderId: string }[];
    expect(southRecord.filter((r) => northOrders.has(r.orderId))).toEqual([]);
    const southMembers = (await ask('/partydues/api/manage/members', c.southAdmin, {}, HOSTS.south)).d.list as { branchId: string }[];
    expect(southMembers.filter((m) => m.branchId === branch)).toEqual([]);
    expect((await ask('/partydues/api/manage/rules', c.southAdmin, {}, HOSTS.south)).d.isDefault).toBe(true);
  });
});
