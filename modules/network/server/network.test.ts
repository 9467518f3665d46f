import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPayment, loadOrder } from '@quad/ledger-engine/server';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, login, serverForFile, withinOneSecond } from '@quad/server/test/harness';
import { startRestNetworkFake, type TRestNetworkFake } from './system/rest-fake';
import { TOPUP_JOB } from './topups';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TTopUpRow = { orderId: string; orderNo: string; state: string; amountFen: number };
type TSessionRow = { id: string; ip: string };

const t = serverForFile(['student', 'other', 'admin', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);
const today = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** The demo cashier as the payer's browser goes through it: the page, then 确认支付. */
async function payAtDemoCashier(url: string, host: string): Promise<void> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  expect((await call(t.app, { url: path, host })).statusCode).toBe(200);
  const confirmed = await call(t.app, { url: path, host, form: { confirm: '1' }, headers: { origin: `http://${host}` } });
  expect(confirmed.statusCode).toBe(303);
}

async function topUp(cookie: string, amountFen: number, host: string = HOSTS.north, beforePaying?: () => void): Promise<string> {
  const body = await ask('/network/api/topup', cookie, { amountFen, method: 'demo', requestId: key() }, host);
  expect(body.e, body.m).toBe(0);
  const { orderId, start } = body.d as { orderId: string; start: { url: string } };
  beforePaying?.();
  await payAtDemoCashier(start.url, host);
  return orderId;
}

const summary = async (cookie: string, host: string = HOSTS.north) => (await ask('/network/api/account', cookie, {}, host)).d;
const topUps = async (cookie: string, host: string = HOSTS.north) => (await summary(cookie, host)).topUps as TTopUpRow[];
const balance = async (cookie: string, host: string = HOSTS.north) =>
  ((await summary(cookie, host)).account as { balanceFen: number }).balanceFen;
const sessions = async (cookie: string, host: string = HOSTS.north) =>
  (await ask('/network/api/sessions', cookie, {}, host)).d.list as TSessionRow[];

describe('the demo billing system', () => {
  it('shows my account with its plan, ¥12.50 and this month’s use, and pages its charges', async () => {
    const body = await ask('/network/api/account', c.student);
    expect(body.e, body.m).toBe(0);
    expect(body.d.account).toMatchObject({ balanceFen: 1250, status: 'normal', plan: { monthlyFeeFen: 3000 }, usedMb: expect.any(Number) });
    expect(body.d).toMatchObject({ maxTopUpFen: 50_000, methods: expect.arrayContaining(['demo', 'wallet']) });
    const page = await ask('/network/api/charges', c.student, { page: 1, size: 3 });
    expect(page.d).toMatchObject({ total: 4 });
    expect(page.d.list).toEqual([
      expect.objectContaining({ kind: '月租', amountFen: -3000, balanceFen: 1250 }),
      expect.objectContaining({ kind: '充值', amountFen: 5000, balanceFen: 4250 }),
      expect.objectContaining({ kind: '月租' }),
    ]);
    expect(((await ask('/network/api/charges', c.student, { page: 2, size: 3 })).d.list as unknown[]).length).toBe(1);
  });

  it('takes one of my devices offline, audited, and refuses one that is not online', async () => {
    const before = await sessions(c.other);
    expect(before).toHaveLength(2);
    const kicked = await ask('/network/api/sessions/logout', c.other, { id: before[0]!.id });
    expect(kicked.e, kicked.m).toBe(0);
    expect(kicked.d.list).toEqual([before[1]]);
    expect((await ask('/network/api/sessions/logout', c.other, { id: before[0]!.id })).m).toBe('该设备不在线');
    const audits = await north().selectFrom('audit_log').select('action').where('action', '=', 'network.logout-session').execute();
    expect(audits).toHaveLength(1);
  });
});

describe('the network password', () => {
  it('refuses passwords against the rules, and two that differ, in Chinese', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ password: 'ab12', password2: 'ab12' }, '上网密码至少8位'],
      [{ password: 'a1'.repeat(17), password2: 'a1'.repeat(17) }, '上网密码不能超过32位'],
      [{ password: 'abcdefgh', password2: 'abcdefgh' }, '上网密码须由字母和数字组成，且两者都有'],
      [{ password: '12345678', password2: '12345678' }, '上网密码须由字母和数字组成，且两者都有'],
      [{ password: 'abc 12345', password2: 'abc 12345' }, '上网密码须由字母和数字组成，且两者都有'],
      [{ password: 'abcd1234', password2: 'abcd1235' }, '两次输入的密码不一致'],
    ];
    for (const [input, message] of refusals) {
      const body = await ask('/network/api/password', c.student, input);
      expect(body.e).not.toBe(0);
      expect(
        Object.values(body.d.errors ?? {})
          .concat(body.m)
          .join('|'),
      ).toContain(message);
    }
  });

  it('sets it, audits that it changed but never what to, and stops a flurry of changes', async () => {
    const body = await ask('/network/api/password', c.admin, { password: 'Secret2026', password2: 'Secret2026' });
    expect(body.e, body.m).toBe(0);
    const audits = await north().selectFrom('audit_log').selectAll().where('action', '=', 'network.set-password').execute();
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('Secret2026');
    for (let i = 0; i < 4; i++)
      expect((await ask('/network/api/password', c.admin, { password: 'Secret2026', password2: 'Secret2026' })).e).toBe(0);
    const stopped = await ask('/network/api/password', c.admin, { password: 'Secret2026', password2: 'Secret2026' });
    expect(stopped).toMatchObject({ e: 10029, m: '操作太频繁，请稍后再试' });
  });
});

describe('top-ups', () => {
  it('a top-up paid at the demo cashier is credited once, even told twice and its job run again', async () => {
    const before = await balance(c.student);
    const orderId = await topUp(c.student, 2000);
    const order = await loadOrder(north(), orderId);
    const site = (await t.platform.sites.get('north'))!;
    const context = { site, siteDb: north(), platform: t.platform, origin: 'http://localhost' };
    const paid = { orderNo: order.order_no, amountFen: 2000, providerTxnId: order.provider_txn_id, paidAt: now() };
    await bookPayment(context, paid, 'demo', 'test');
    await t.app.jobs.run(TOPUP_JOB, now());
    await t.app.jobs.run(TOPUP_JOB, now() + 3600);
    // The server's own poller may hold the job's lease and be running it right now.
    await withinOneSecond(async () => (await topUps(c.student)).find((u) => u.orderId === orderId)?.state === 'credited');
    expect(await balance(c.student)).toBe(before + 2000);
    expect(await north().selectFrom('network_topups').select('order_id').where('order_id', '=', orderId).execute()).toHaveLength(1);
    const credits = await north().selectFrom('network_demo_charges').select('id').where('id', '=', order.order_no).execute();
    expect(credits).toHaveLength(1);
  });

  it('refuses amounts with fractions of a fen, zero, below zero or above ¥500, writing nothing', async () => {
    const orders = async () => (await north().selectFrom('ledger_orders').select('id').where('app', '=', 'network').execute()).length;
    const [ordersBefore, rowsBefore] = [await orders(), (await north().selectFrom('network_topups').select('order_id').execute()).length];
    for (const amountFen of [12.5, 0, -100, 50_001]) {
      const body = await ask('/network/api/topup', c.student, { amountFen, method: 'demo', requestId: key() });
      expect(body.e).not.toBe(0);
      expect(
        Object.values(body.d.errors ?? {})
          .concat(body.m)
          .join(''),
      ).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await orders()).toBe(ordersBefore);
    expect((await north().selectFrom('network_topups').select('order_id').execute()).length).toBe(rowsBefore);
  });
});

describe('site isolation', () => {
  it('another site’s session and ids see nothing', async () => {
    const orderId = await topUp(c.student, 1000);
    const mine = await sessions(c.student);
    for (const path of ['/network/api/account', '/network/api/charges', '/network/api/sessions'])
      expect((await ask(path, c.student, {}, HOSTS.south)).e).toBe(10013);
    expect((await ask('/network/api/password', c.student, { password: 'abc12345', password2: 'abc12345' }, HOSTS.south)).e).toBe(10013);
    expect((await ask('/network/api/topup', c.student, { amountFen: 100, method: 'demo', requestId: key() }, HOSTS.south)).e).toBe(10013);
    expect((await ask('/network/api/sessions/logout', c.student, { id: mine[0]!.id }, HOSTS.south)).e).toBe(10013);
    // South's own person with north's ids: their own account only.
    expect((await topUps(c.southStudent, HOSTS.south)).some((u) => u.orderId === orderId)).toBe(false);
    expect((await sessions(c.southStudent, HOSTS.south)).map((s) => s.id)).not.toContain(mine[0]!.id);
    expect((await ask('/network/api/sessions/logout', c.southStudent, { id: mine[0]!.id }, HOSTS.south)).m).toBe('该设备不在线');
    expect(await sessions(c.student)).toEqual(mine);
    expect((await ask('/payment/api/order', c.southStudent, { id: orderId }, HOSTS.south)).e).toBe(10004);
    // The office's calls: not a student's, and south's office sees none of north's top-ups.
    expect((await ask('/network/api/manage/failed', c.student)).e).not.toBe(0);
    expect((await ask('/network/api/manage/reconcile', c.student, { day: today() })).e).not.toBe(0);
    expect((await ask('/network/api/manage/failed', c.admin, {}, HOSTS.south)).e).toBe(10013);
    const order = await loadOrder(north(), orderId);
    const report = (await ask('/network/api/manage/reconcile', c.southAdmin, { day: today() }, HOSTS.south)).d;
    expect(JSON.stringify(report)).not.toContain(order.order_no);
  });
});

describe('a site on the REST billing system', () => {
  let fake: TRestNetworkFake;
  let username = '';
  beforeAll(async () => {
    fake = await startRestNetworkFake();
    const person = await south()
      .selectFrom('users')
      .select(['number', 'realname'])
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    username = person.number;
    fake.addAccount(username, person.realname, 1000);
    await setSettings('south', { networkSystem: { kind: 'rest', ...fake.config } });
  });
  afterAll(() => fake.close());
  const stateOf = async (orderId: string) =>
    await south().selectFrom('network_topups').select(['state', 'note']).where('order_id', '=', orderId).executeTakeFirstOrThrow();

  it('retries a top-up while the system is down, then credits it once', async () => {
    expect(await balance(c.southStudent, HOSTS.south)).toBe(1000);
    const orderId = await topUp(c.southStudent, 3000, HOSTS.south, () => fake.down());
    await t.app.jobs.run(TOPUP_JOB, now());
    await t.app.jobs.run(TOPUP_JOB, now() + 300);
    expect(await stateOf(orderId)).toMatchObject({ state: 'pending', note: expect.stringMatching(/.+/) });
    expect((await ask('/network/api/account', c.southStudent, {}, HOSTS.south)).m).toBe('校园网计费系统暂时无法访问，请稍后再试');
    fake.up();
    await t.app.jobs.run(TOPUP_JOB, now() + 3600);
    await withinOneSecond(async () => (await stateOf(orderId)).state === 'credited');
    expect(await balance(c.southStudent, HOSTS.south)).toBe(4000);
    expect(fake.credited.size).toBe(1);
  });

  it('retried while down, then refused: failed, refunded whole, and listed for the office', async () => {
    const orderId = await topUp(c.southStudent, 500, HOSTS.south, () => fake.down());
    await t.app.jobs.run(TOPUP_JOB, now() + 86_400);
    expect((await stateOf(orderId)).state).toBe('pending');
    fake.accountOf(username)!.status = 'disabled';
    fake.up();
    await t.app.jobs.run(TOPUP_JOB, now() + 2 * 86_400);
    await withinOneSecond(async () => (await stateOf(orderId)).state === 'failed');
    fake.accountOf(username)!.status = 'normal';
    expect(await stateOf(orderId)).toMatchObject({ note: '上网账号已停用，请到网络中心办理' });
    const order = await loadOrder(south(), orderId);
    await withinOneSecond(async () => (await loadOrder(south(), orderId)).state === 'refunded');
    expect(fake.credited.has(order.order_no)).toBe(false);
    expect((await topUps(c.southStudent, HOSTS.south)).find((u) => u.orderId === orderId)).toMatchObject({ state: 'failed' });
    const listed = await ask('/network/api/manage/failed', c.southAdmin, {}, HOSTS.south);
    expect(listed.d.list).toEqual([
      expect.objectContaining({ orderId, amountFen: 500, payerName: expect.any(String), note: '上网账号已停用，请到网络中心办理' }),
    ]);
  });

  it('reconciles a day against the statement: missing, extra and different, and an empty day', async () => {
    const at = now();
    fake.credited.set('GHOST', { username, amountFen: 700, at });
    fake.credited.set('DIFF', { username, amountFen: 900, at });
    const row = { user_id: 'x', username, state: 'credited' as const, note: '', created: at, updated: at };
    await south()
      .insertInto('network_topups', { ...row, order_id: 'o-diff', order_no: 'DIFF', amount: 800 })
      .execute();
    await south()
      .insertInto('network_topups', { ...row, order_id: 'o-extra', order_no: 'EXTRA', amount: 600 })
      .execute();
    const report = await ask('/network/api/manage/reconcile', c.southAdmin, { day: today() }, HOSTS.south);
    expect(report.e, report.m).toBe(0);
    expect(report.d).toMatchObject({
      matched: 1,
      missing: [expect.objectContaining({ requestNo: 'GHOST', amountFen: 700, note: '我方无此记录' })],
      extra: [expect.objectContaining({ requestNo: 'EXTRA', amountFen: 600, note: '对方对账单无此笔' })],
      different: [{ requestNo: 'DIFF', who: username, oursFen: 800, theirsFen: 900 }],
    });
    const empty = await ask('/network/api/manage/reconcile', c.southAdmin, { day: '2020-01-01' }, HOSTS.south);
    expect(empty.d).toEqual({ day: '2020-01-01', matched: 0, missing: [], extra: [], different: [] });
  });
});

describe('a school that has not connected its billing system', () => {
  it('says so in Chinese', async () => {
    await t.platform.database.db.updateTable('sites').set({ demo: 0 }).where('id', '=', 'east').execute();
    t.platform.sites.invalidate();
    const cookie = await login(t.app, 'student', 'student123', HOSTS.east);
    expect((await ask('/network/api/account', cookie, {}, HOSTS.east)).m).toBe('本校尚未接入校园网计费系统，暂不能在线办理网费业务');
  });
});

async function setSettings(site: string, more: object): Promise<void> {
  const row = await t.platform.database.db.selectFrom('sites').select('settings').where('id', '=', site).executeTakeFirstOrThrow();
  const settings = { ...(JSON.parse(row.settings) as object), ...more };
  await t.platform.database.db
    .updateTable('sites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', site)
    .execute();
  t.platform.sites.invalidate();
}
