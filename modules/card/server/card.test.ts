import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPayment, loadOrder } from '@quad/ledger-engine/server';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile, withinOneSecond } from '@quad/server/test/harness';
import { startRestCardFake, type TRestCardFake } from './card-system/rest-fake';
import { TOPUP_ATTEMPTS, TOPUP_JOB } from './topups';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TTopUpRow = { orderId: string; state: string; amountFen: number };

const t = serverForFile(['student', 'other', 'admin', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);
const today = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
type TReport = { matched: number; missing: { requestNo: string }[]; extra: { requestNo: string }[]; different: { requestNo: string }[] };

/** The demo cashier as the payer's browser goes through it: the page, then 确认支付. */
async function payAtDemoCashier(url: string, host: string): Promise<void> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  expect((await call(t.app, { url: path, host })).statusCode).toBe(200);
  const confirmed = await call(t.app, { url: path, host, form: { confirm: '1' }, headers: { origin: `http://${host}` } });
  expect(confirmed.statusCode).toBe(303);
}

async function topUp(cookie: string, amountFen: number, host: string = HOSTS.north, beforePaying?: () => void): Promise<string> {
  const body = await ask('/card/api/topup', cookie, { amountFen, method: 'demo', requestId: key() }, host);
  expect(body.e, body.m).toBe(0);
  const { orderId, start } = body.d as { orderId: string; start: { url: string } };
  beforePaying?.();
  await payAtDemoCashier(start.url, host);
  return orderId;
}

const topUps = async (cookie: string, host: string = HOSTS.north) =>
  (await ask('/card/api/topup/summary', cookie, {}, host)).d.topUps as TTopUpRow[];
const balance = async (cookie: string, host: string = HOSTS.north) =>
  ((await ask('/card/api/card', cookie, {}, host)).d.card as { balanceFen: number }).balanceFen;

describe('the demo card system', () => {
  it('opens my card with ¥86.50 and recent canteen lines, and pages its history', async () => {
    const body = await ask('/card/api/card', c.student);
    expect(body.e, body.m).toBe(0);
    expect(body.d.card).toMatchObject({ balanceFen: 8650, status: 'normal', holder: expect.any(String) });
    const recent = body.d.recent as { amountFen: number; balanceFen: number; place: string }[];
    expect(recent[0]).toMatchObject({ place: '第一食堂', amountFen: -1250, balanceFen: 8650 });
    expect(recent[1]!.balanceFen).toBe(8650 + 1250);
    const page = await ask('/card/api/lines', c.student, { page: 1, size: 2 });
    expect(page.d).toMatchObject({ total: 143 });
    expect((page.d.list as unknown[]).length).toBe(2);
  });

  it('reports my card lost and undoes it, both in the audit log', async () => {
    const lost = await ask('/card/api/loss', c.other, {});
    expect(lost.d).toMatchObject({ status: 'lost' });
    expect((await ask('/card/api/loss', c.other, {})).m).toBe('校园卡已挂失');
    expect((await ask('/card/api/card', c.other)).d.card).toMatchObject({ status: 'lost' });
    expect((await ask('/card/api/loss/undo', c.other, {})).d).toMatchObject({ status: 'normal' });
    expect((await ask('/card/api/loss/undo', c.other, {})).m).toBe('校园卡未挂失，无需解挂');
    const north = new SiteDb(t.platform.database.db, 'north');
    const audits = await north.selectFrom('audit_log').select('action').where('action', 'like', 'card.%').execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['card.report-loss', 'card.undo-loss']));
  });
});

describe('消费统计', () => {
  type TStats = { month: string; spentFen: number; count: number; toppedUpFen: number; dailyFen: number[]; categories: { name: string; fen: number; count: number }[]; places: { name: string }[]; truncated: boolean };
  const month = (offset: number) => {
    const d = new Date(Date.now() + 8 * 3600 * 1000);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offset);
    return d.toISOString().slice(0, 7);
  };

  it('sums a month of my card: spent by day, kind of place and place, and topped up; the last six weeks hold both months', async () => {
    const figures: TStats[] = [];
    for (const m of [month(0), month(-1)]) {
      const body = await ask('/card/api/statistics', c.student, { month: m });
      expect(body.e, body.m).toBe(0);
      const stats = body.d as unknown as TStats;
      expect(stats.month).toBe(m);
      expect(stats.dailyFen.reduce((a, b) => a + b, 0)).toBe(stats.spentFen);
      expect(stats.categories.reduce((a, x) => a + x.fen, 0)).toBe(stats.spentFen);
      expect(stats.categories.reduce((a, x) => a + x.count, 0)).toBe(stats.count);
      expect(stats.truncated).toBe(false);
      figures.push(stats);
    }
    // Every demo line of the last 45 days falls in this month or the last one: counted once, in its month.
    const lines: { amountFen: number }[] = [];
    for (const page of [1, 2, 3]) lines.push(...((await ask('/card/api/lines', c.student, { page, size: 50 })).d.list as { amountFen: number }[]));
    expect(lines).toHaveLength(143);
    expect(figures[0]!.count + figures[1]!.count).toBe(lines.filter((l) => l.amountFen < 0).length);
    expect(figures[0]!.toppedUpFen + figures[1]!.toppedUpFen).toBe(lines.filter((l) => l.amountFen > 0).reduce((a, l) => a + l.amountFen, 0));
    const busy = figures[0]!.count > figures[1]!.count ? figures[0]! : figures[1]!;
    expect(busy.categories[0]).toMatchObject({ name: '餐饮' });
    expect(busy.places.map((p) => p.name)).toContain('第一食堂');
    // No month named: this month.
    expect((await ask('/card/api/statistics', c.student, {})).d).toMatchObject({ month: month(0), spentFen: figures[0]!.spentFen });
  });

  it('refuses a month ahead, more than a year back, or not a month, in Chinese', async () => {
    expect((await ask('/card/api/statistics', c.student, { month: month(1) })).m).toBe('不能查询未来月份的消费');
    expect((await ask('/card/api/statistics', c.student, { month: month(-12) })).m).toBe('只能查询最近12个月的消费');
    const bad = await ask('/card/api/statistics', c.student, { month: '2026-13' });
    expect(bad.e).not.toBe(0);
    expect(JSON.stringify(bad)).toContain('月份格式应为 2026-05');
  });

  it('another site’s person sees their own card only', async () => {
    const south = await ask('/card/api/statistics', c.southStudent, { month: month(0) }, HOSTS.south);
    expect(south.e, south.m).toBe(0);
    expect((await ask('/card/api/statistics', c.student, { month: month(0) }, HOSTS.south)).e).toBe(10013);
  });
});

describe('top-ups', () => {
  it('a top-up paid at the demo cashier is posted once, even when the payment is told twice', async () => {
    const before = await balance(c.student);
    const orderId = await topUp(c.student, 2000);
    // The server's own poll may already have posted it.
    expect((await topUps(c.student)).find((u) => u.orderId === orderId)).toMatchObject({ amountFen: 2000 });
    const north = new SiteDb(t.platform.database.db, 'north');
    const order = await loadOrder(north, orderId);
    const site = (await t.platform.sites.get('north'))!;
    const context = { site, siteDb: north, platform: t.platform, origin: 'http://localhost' };
    await bookPayment(
      context,
      { orderNo: order.order_no, amountFen: 2000, providerTxnId: order.provider_txn_id, paidAt: now() },
      'demo',
      'test',
    );
    await t.app.jobs.run(TOPUP_JOB, now());
    await t.app.jobs.run(TOPUP_JOB, now() + 3600);
    // The server's own poller may hold the job's lease and be running it right now.
    await withinOneSecond(async () => (await topUps(c.student)).find((u) => u.orderId === orderId)?.state === 'credited');
    expect(await balance(c.student)).toBe(before + 2000);
    const rows = await north.selectFrom('card_topups').select('order_id').where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
  });

  it('a top-up the demo card system credited today reconciles as matched', async () => {
    const orderId = await topUp(c.other, 1500);
    await t.app.jobs.run(TOPUP_JOB, now());
    await withinOneSecond(async () => (await topUps(c.other)).find((u) => u.orderId === orderId)?.state === 'credited');
    const { order_no } = await loadOrder(new SiteDb(t.platform.database.db, 'north'), orderId);
    const report = await ask('/card/api/manage/reconcile', c.admin, { day: today() });
    expect(report.e, report.m).toBe(0);
    const d = report.d as TReport;
    expect(d.matched).toBeGreaterThanOrEqual(1);
    expect([...d.missing, ...d.extra, ...d.different].map((p) => p.requestNo)).not.toContain(order_no);
  });

  it('refuses amounts with fractions of a fen, zero or above ¥500', async () => {
    for (const amountFen of [12.5, 0, 50_001]) {
      const body = await ask('/card/api/topup', c.student, { amountFen, method: 'demo', requestId: key() });
      expect(body.e).not.toBe(0);
      expect(body.m).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('another site’s session and ids see nothing', async () => {
    const orderId = await topUp(c.student, 1000);
    expect((await ask('/card/api/card', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect((await topUps(c.southStudent, HOSTS.south)).some((u) => u.orderId === orderId)).toBe(false);
    expect((await ask('/payment/api/order', c.southStudent, { id: orderId }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/card/api/manage/failed', c.student)).e).not.toBe(0);
  });
});

describe('a site on the REST card system', () => {
  let fake: TRestCardFake;
  const south = () => new SiteDb(t.platform.database.db, 'south');
  beforeAll(async () => {
    fake = await startRestCardFake();
    const person = await south()
      .selectFrom('users')
      .select(['number', 'realname'])
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    fake.addCard(person.number, person.realname, 1000);
    const row = await t.platform.database.db.selectFrom('sites').select('settings').where('id', '=', 'south').executeTakeFirstOrThrow();
    const settings = { ...(JSON.parse(row.settings) as object), cardSystem: { kind: 'rest', ...fake.config } };
    await t.platform.database.db
      .updateTable('sites')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', 'south')
      .execute();
    t.platform.sites.invalidate();
  });
  afterAll(() => fake.close());
  // The summary asks the card system too: while it is down, the row itself is read.
  const stateOf = async (orderId: string) =>
    (await south().selectFrom('card_topups').select('state').where('order_id', '=', orderId).executeTakeFirstOrThrow()).state;

  it('retries a top-up while the card system is down, then credits it once', async () => {
    expect(await balance(c.southStudent, HOSTS.south)).toBe(1000);
    // The card is checked before the order is made; the card system goes down while the payer pays.
    const orderId = await topUp(c.southStudent, 3000, HOSTS.south, () => fake.down());
    await t.app.jobs.run(TOPUP_JOB, now());
    await t.app.jobs.run(TOPUP_JOB, now() + 300);
    expect(await stateOf(orderId)).toBe('pending');
    expect((await ask('/card/api/card', c.southStudent, {}, HOSTS.south)).m).toBe('校园卡系统暂时无法访问，请稍后再试');
    fake.up();
    await t.app.jobs.run(TOPUP_JOB, now() + 3600);
    await withinOneSecond(async () => (await stateOf(orderId)) === 'credited');
    expect(await balance(c.southStudent, HOSTS.south)).toBe(4000);
    expect(fake.credited.size).toBe(1);
  });

  it('gives a top-up up after the last attempt: failed, its money returned, and listed for the office', async () => {
    const orderId = await topUp(c.southStudent, 500, HOSTS.south, () => fake.down());
    for (let attempt = 0; attempt < TOPUP_ATTEMPTS; attempt++) await t.app.jobs.run(TOPUP_JOB, now() + 86_400 * (attempt + 1));
    fake.up();
    expect(await stateOf(orderId)).toBe('failed');
    const listed = await ask('/card/api/manage/failed', c.southAdmin, {}, HOSTS.south);
    expect(listed.d.list).toEqual([expect.objectContaining({ orderId, amountFen: 500, payerName: expect.any(String) })]);
    expect((await topUps(c.southStudent, HOSTS.south)).find((u) => u.orderId === orderId)).toMatchObject({ state: 'failed' });
    const order = await loadOrder(south(), orderId);
    expect(fake.credited.has(order.order_no)).toBe(false);
    expect(order).toMatchObject({ state: 'refunded', refunded_amount: 500 });
  });

  it('reconciles a day against the statement: missing, extra and different, for that site’s office only', async () => {
    const day = '2026-03-02';
    const at = Date.parse(`${day}T00:00:00Z`) / 1000 - 8 * 3600 + 3600;
    const number = 'CARD-RECON';
    for (const [requestNo, amountFen] of [
      ['C-MATCH', 400],
      ['C-GHOST', 700],
      ['C-DIFF', 900],
      ['C-FAILED', 500],
    ] as const)
      fake.credited.set(requestNo, { number, amountFen, at });
    const row = { user_id: 'x', card_number: number, note: '', created: at, updated: at };
    await south()
      .insertInto('card_topups', [
        { ...row, order_id: 'o-match', order_no: 'C-MATCH', amount: 400, state: 'credited' },
        { ...row, order_id: 'o-diff', order_no: 'C-DIFF', amount: 800, state: 'credited' },
        { ...row, order_id: 'o-extra', order_no: 'C-EXTRA', amount: 600, state: 'credited' },
        { ...row, order_id: 'o-failed', order_no: 'C-FAILED', amount: 500, state: 'failed' },
        // Credited the next day: not this day's.
        { ...row, order_id: 'o-later', order_no: 'C-LATER', amount: 300, state: 'credited', updated: at + 86_400 },
      ])
      .execute();
    const report = await ask('/card/api/manage/reconcile', c.southAdmin, { day }, HOSTS.south);
    expect(report.e, report.m).toBe(0);
    expect(report.d).toEqual({
      day,
      matched: 1,
      missing: [
        { requestNo: 'C-GHOST', who: number, amountFen: 700, note: '我方无此记录' },
        { requestNo: 'C-FAILED', who: number, amountFen: 500, note: '我方已记为失败并退款，对方却已入账' },
      ],
      extra: [{ requestNo: 'C-EXTRA', who: number, amountFen: 600, note: '对方对账单无此笔' }],
      different: [{ requestNo: 'C-DIFF', who: number, oursFen: 800, theirsFen: 900 }],
    });
    // Not a student's; north's office cannot ask south, and sees none of it on its own site.
    expect((await ask('/card/api/manage/reconcile', c.southStudent, { day }, HOSTS.south)).e).not.toBe(0);
    expect((await ask('/card/api/manage/reconcile', c.admin, { day }, HOSTS.south)).e).toBe(10013);
    expect((await ask('/card/api/manage/reconcile', c.admin, { day })).d).toEqual({
      day,
      matched: 0,
      missing: [],
      extra: [],
      different: [],
    });
  });
});
