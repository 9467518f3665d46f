import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile, withinOneSecond } from '@quad/server/test/harness';
import { startRestEnergyFake, type TRestEnergyFake } from './energy/rest-fake';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TItem = { id: string; name: string; floor: number };

const t = serverForFile(['student', 'other', 'admin', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const north = () => new SiteDb(t.platform.database.db, 'north');
const now = () => Math.floor(Date.now() / 1000);
const today = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
type TReport = { matched: number; missing: { requestNo: string }[]; extra: { requestNo: string }[]; different: { requestNo: string }[] };
let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;

async function list(url: string, input: Record<string, unknown> = {}, cookie = c.student, host: string = HOSTS.north): Promise<TItem[]> {
  const body = await ask(url, cookie, input, host);
  expect(body.e, body.m).toBe(0);
  return body.d.list as TItem[];
}

/** A building and one of its rooms of the north site's demo system. */
async function demoRoom(buildingIndex = 0, roomIndex = 0) {
  const building = (await list('/electricity/api/buildings'))[buildingIndex]!;
  const room = (await list('/electricity/api/rooms', { building: building.id }))[roomIndex]!;
  return { building: building.id, room: room.id };
}

/**
 * Pays a purchase at the demo cashier as the payer's browser does: the cashier page, then 确认支付;
 * `confirmations` > 1 presses it again, so the provider's notification arrives again.
 */
async function buyAtDemoCashier(room: { building: string; room: string }, amountFen = 1100, confirmations = 1) {
  const bought = await ask('/electricity/api/buy', c.student, { ...room, amountFen, method: 'demo', requestId: key() });
  expect(bought.e, bought.m).toBe(0);
  const { orderId, start } = bought.d as { orderId: string; start: { url: string } };
  const path = start.url.replace(/^https?:\/\/[^/]+/, '');
  expect((await call(t.app, { url: path })).body).toContain('确认支付');
  for (let i = 0; i < confirmations; i++) {
    const confirmed = await call(t.app, { url: path, form: { confirm: '1' }, headers: { origin: 'http://localhost' } });
    expect(confirmed.statusCode).toBe(303);
  }
  return orderId;
}

const purchaseOf = async (orderId: string, cookie = c.student) =>
  (
    (await ask('/electricity/api/purchases', cookie, {})).d.list as { orderId: string; state: string; kwh: number; amountFen: number }[]
  ).find((p) => p.orderId === orderId);

describe('the demo energy system', () => {
  it('lists three buildings, rooms x01–x20 on six floors, and meters at ¥0.55/kWh', async () => {
    const buildings = await list('/electricity/api/buildings');
    expect(buildings.map((b) => b.name)).toEqual(['学生公寓1号楼', '学生公寓2号楼', '学生公寓3号楼']);
    const rooms = await list('/electricity/api/rooms', { building: buildings[0]!.id });
    expect(rooms).toHaveLength(120);
    expect(rooms[0]).toMatchObject({ name: '101', floor: 1 });
    expect(rooms.at(-1)).toMatchObject({ name: '620', floor: 6 });
    const meters = await Promise.all(
      rooms.slice(0, 30).map(async (r) => (await ask('/electricity/api/meter', c.student, { building: buildings[0]!.id, room: r.id })).d),
    );
    expect(meters[0]).toMatchObject({ pricePerKwhFen: 55, state: expect.stringMatching(/^(on|off)$/) });
    expect(meters.some((m) => m.state === 'off' && m.remainingKwh === 0)).toBe(true);
  });

  it('remembers my room until I choose another, and refuses a room of another building', async () => {
    const first = await demoRoom(0, 3);
    const chosen = await ask('/electricity/api/room', c.other, first);
    expect(chosen.d).toMatchObject({ buildingName: '学生公寓1号楼', roomName: '104' });
    expect((await ask('/electricity/api/home', c.other)).d).toMatchObject({ room: { roomId: first.room }, methods: ['demo', 'wallet'] });
    const elsewhere = await demoRoom(1, 0);
    const mixed = { building: first.building, room: elsewhere.room };
    expect((await ask('/electricity/api/room', c.other, mixed)).e).toBe(10004);
    expect((await ask('/electricity/api/meter', c.other, mixed)).e).toBe(10004);
    expect((await ask('/electricity/api/buy', c.other, { ...mixed, amountFen: 1000, method: 'demo', requestId: key() })).e).toBe(10004);
    expect((await ask('/electricity/api/home', c.other)).d).toMatchObject({ room: { roomId: first.room } });
  });
});

describe('buying electricity', () => {
  it('a purchase paid at the demo cashier is posted to the energy system once, even when the notification arrives twice', async () => {
    const room = await demoRoom(2, 5);
    const before = (await ask('/electricity/api/meter', c.student, room)).d.remainingKwh as number;
    const orderId = await buyAtDemoCashier(room, 1100, 2);
    const order = await north().selectFrom('ledger_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ app: 'electricity', ref: room.room, title: '电费：学生公寓3号楼 106', state: 'paid' });
    await t.app.jobs.tick(now() + 1);
    await t.app.jobs.tick(now() + 2);
    // The server's own poller may hold the job's lease and be running it right now.
    await withinOneSecond(async () => (await purchaseOf(orderId))?.state !== 'pending');
    expect(await purchaseOf(orderId)).toMatchObject({ state: 'credited', kwh: 20, amountFen: 1100 });
    const credits = await north().selectFrom('electricity_demo_credits').selectAll().where('request_no', '=', order.order_no).execute();
    expect(credits).toHaveLength(1);
    expect((await ask('/electricity/api/meter', c.student, room)).d.remainingKwh).toBeCloseTo(before + 20, 2);
  });

  it('a purchase the demo energy system credited today reconciles as matched', async () => {
    const orderId = await buyAtDemoCashier(await demoRoom(1, 7), 1650);
    await t.app.jobs.tick(now() + 1);
    await withinOneSecond(async () => (await purchaseOf(orderId))?.state === 'credited');
    const order = await north().selectFrom('ledger_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();
    const report = await ask('/electricity/api/manage/reconcile', c.admin, { day: today() });
    expect(report.e, report.m).toBe(0);
    const d = report.d as TReport;
    expect(d.matched).toBeGreaterThanOrEqual(1);
    expect([...d.missing, ...d.extra, ...d.different].map((p) => p.requestNo)).not.toContain(order.order_no);
  });

  it('refuses amounts with fractions of a fen, zero or above the limit', async () => {
    const room = await demoRoom();
    for (const amountFen of [12.5, 0, -100, 50_001]) {
      const body = await ask('/electricity/api/buy', c.student, { ...room, amountFen, method: 'demo', requestId: key() });
      expect(body.e).not.toBe(0);
      expect(body.m).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('another school’s session and ids see nothing', async () => {
    const room = await demoRoom(0, 0);
    expect((await ask('/electricity/api/buildings', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect((await ask('/electricity/api/rooms', c.southStudent, { building: room.building }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/electricity/api/meter', c.southStudent, room, HOSTS.south)).e).toBe(10004);
    const foreign = await ask(
      '/electricity/api/buy',
      c.southStudent,
      { ...room, amountFen: 1000, method: 'demo', requestId: key() },
      HOSTS.south,
    );
    expect(foreign.e).toBe(10004);
    expect((await ask('/electricity/api/purchases', c.southStudent, {}, HOSTS.south)).d.list).toEqual([]);
  });
});

describe('a school’s own energy system over REST', () => {
  let fake: TRestEnergyFake;
  let saved = '';
  beforeAll(async () => {
    fake = await startRestEnergyFake();
    const row = await t.platform.database.db.selectFrom('sites').select('settings').where('id', '=', 'north').executeTakeFirstOrThrow();
    saved = row.settings;
    const settings = { ...(JSON.parse(saved) as object), energySystem: fake.config };
    await t.platform.database.db
      .updateTable('sites')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', 'north')
      .execute();
    t.platform.sites.invalidate();
  });
  afterAll(async () => {
    await t.platform.database.db.updateTable('sites').set({ settings: saved }).where('id', '=', 'north').execute();
    t.platform.sites.invalidate();
    await fake.close();
  });

  it('is retried while the system is down, then credited once', async () => {
    expect((await list('/electricity/api/buildings')).map((b) => b.id)).toEqual(['N1', 'N2']);
    const orderId = await buyAtDemoCashier({ building: 'N1', room: 'N1-102' }, 1200);
    fake.down();
    await t.app.jobs.tick(now() + 1);
    expect(await purchaseOf(orderId)).toMatchObject({ state: 'pending' });
    fake.up();
    await t.app.jobs.tick(now() + 3600);
    expect(await purchaseOf(orderId)).toMatchObject({ state: 'credited', kwh: 20 });
    expect([...fake.purchases.values()].filter((p) => p.roomId === 'N1-102')).toHaveLength(1);
  });

  it('fails after its last attempt while the system stays down, and the money goes back', async () => {
    const orderId = await buyAtDemoCashier({ building: 'N2', room: 'N2-101' }, 600);
    fake.down();
    for (let attempt = 1; attempt <= 8; attempt++) await t.app.jobs.tick(now() + attempt * 7 * 3600);
    fake.up();
    expect(await purchaseOf(orderId)).toMatchObject({ state: 'failed', kwh: 0 });
    expect(fake.purchases.size).toBe(1);
    const order = await t.platform.database.db
      .selectFrom('ledger_orders')
      .select(['state', 'refunded_amount'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ state: 'refunded', refunded_amount: 600 });
  });

  it('reconciles a day against the statement: missing, extra and different, for that school’s office only', async () => {
    const day = '2026-03-02';
    const at = Date.parse(`${day}T00:00:00Z`) / 1000 - 8 * 3600 + 3600;
    for (const [requestNo, amountFen] of [
      ['E-MATCH', 400],
      ['E-GHOST', 700],
      ['E-DIFF', 900],
      ['E-PENDING', 500],
    ] as const)
      fake.purchases.set(requestNo, { requestNo, state: 'credited', kwh: 1, roomId: 'N1-201', amountFen, at });
    const row = { user_id: 'x', room_id: 'N1-201', title: '电费：北苑1栋 201', kwh_centi: 100, note: '', created: at, updated: at };
    await north()
      .insertInto('electricity_purchases', [
        { ...row, order_id: 'o-match', order_no: 'E-MATCH', amount: 400, state: 'credited' },
        { ...row, order_id: 'o-diff', order_no: 'E-DIFF', amount: 800, state: 'credited' },
        { ...row, order_id: 'o-extra', order_no: 'E-EXTRA', amount: 600, state: 'credited' },
        { ...row, order_id: 'o-pending', order_no: 'E-PENDING', amount: 500, state: 'pending' },
        // Credited the day before: not this day's.
        { ...row, order_id: 'o-earlier', order_no: 'E-EARLIER', amount: 300, state: 'credited', updated: at - 86_400 },
      ])
      .execute();
    const report = await ask('/electricity/api/manage/reconcile', c.admin, { day });
    expect(report.e, report.m).toBe(0);
    expect(report.d).toEqual({
      day,
      matched: 1,
      missing: [
        { requestNo: 'E-GHOST', who: 'N1-201', amountFen: 700, note: '我方无此记录' },
        { requestNo: 'E-PENDING', who: 'N1-201', amountFen: 500, note: '我方仍在到账中' },
      ],
      extra: [{ requestNo: 'E-EXTRA', who: 'N1-201', amountFen: 600, note: '对方对账单无此笔' }],
      different: [{ requestNo: 'E-DIFF', who: 'N1-201', oursFen: 800, theirsFen: 900 }],
    });
    // Not a student's; south's office cannot ask north, and sees none of it on its own site.
    expect((await ask('/electricity/api/manage/reconcile', c.student, { day })).e).not.toBe(0);
    expect((await ask('/electricity/api/manage/reconcile', c.southAdmin, { day })).e).toBe(10013);
    expect((await ask('/electricity/api/manage/reconcile', c.southAdmin, { day }, HOSTS.south)).d).toEqual({
      day,
      matched: 0,
      missing: [],
      extra: [],
      different: [],
    });
  });
});
