import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, login, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TSeat = { seatKey: string; zoneName: string; claimId: string; state: string; code: string };
type THolds = { seats: { seatKey: string; zoneName: string }[]; expiresAt: number };
type TMap = { sold: string[]; locked: string[]; owned: string[]; held: string[]; expiresAt: number; limit: number; phase: string };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);

const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
const requestId = () => `req_${Date.now()}_${seq++}`;

/** 4 rows of 6, an aisle after seat 3, row 1 is 前区, seat 2-6 is a pillar. */
const layout = (over: Record<string, unknown> = {}) => ({
  rows: 4,
  cols: 6,
  aisles: [3],
  zones: [
    { key: 'front', name: '前区' },
    { key: 'back', name: '后区' },
  ],
  grid: ['000000', '11111.', '111111', '111111'],
  ...over,
});

const rules = (over: Record<string, unknown> = {}) => ({
  opensAt: now() - 60,
  closesAt: now() + 3600,
  limit: 2,
  audience: { all: true },
  ...over,
});

async function newEvent(over: Record<string, unknown> = {}, cookie = c.admin, host: string = HOSTS.north) {
  const saved = await ask(
    '/seat/api/manage/event/save',
    cookie,
    {
      title: `测试场次${seq++}`,
      place: '报告厅',
      startsAt: now() + 86_400,
      endsAt: now() + 90_000,
      published: true,
      layout: layout(),
      rules: rules(),
      ...over,
    },
    host,
  );
  expect(saved.e, saved.m).toBe(0);
  return saved.d.id as string;
}

const hold = (id: string, seats: string[], cookie = c.student, host: string = HOSTS.north) =>
  ask('/seat/api/hold', cookie, { id, seats }, host);
const confirm = (id: string, cookie = c.student, rid = requestId()) => ask('/seat/api/confirm', cookie, { id, requestId: rid });
const map = async (id: string, cookie = c.student) => (await ask('/seat/api/map', cookie, { id })).d as unknown as TMap;
const expireHolds = (id: string) =>
  t.platform.database.db
    .updateTable('seat_holds')
    .set({ expires_at: now() - 1 })
    .where('event_id', '=', id)
    .execute();

describe('the demo', () => {
  it('has an open hall on each site where the demo student owns a seat and others are sold', async () => {
    for (const [cookie, host] of [
      [c.student, HOSTS.north],
      [c.southStudent, HOSTS.south],
    ] as const) {
      const listed = await ask('/seat/api/events', cookie, undefined, host);
      expect(listed.e, listed.m).toBe(0);
      const event = (
        listed.d.list as { id: string; title: string; status: { phase: string; zones: { name: string; capacity: number }[] } }[]
      ).find((e) => e.title === '新生开学典礼')!;
      expect(event.status.phase).toBe('open');
      expect(event.status.zones.map((z) => [z.name, z.capacity])).toEqual([
        ['前区', 78],
        ['后区', 80],
      ]);
      const detail = await ask('/seat/api/event', cookie, { id: event.id }, host);
      expect((detail.d.seats as TSeat[]).map((s) => s.seatKey)).toEqual(['3-9']);
      const seats = (await ask('/seat/api/map', cookie, { id: event.id }, host)).d as unknown as TMap;
      expect(seats.owned).toEqual(['3-9']);
      expect(seats.sold.length).toBe(12);
    }
  });
});

describe('holding and confirming seats', () => {
  it('holds, confirms, shows the pass, checks once and says when on a second check', async () => {
    const id = await newEvent();
    const held = await hold(id, ['3-2', '3-3']);
    expect(held.e, held.m).toBe(0);
    const holds = held.d as unknown as THolds;
    expect(holds.seats.map((s) => [s.seatKey, s.zoneName])).toEqual([
      ['3-2', '后区'],
      ['3-3', '后区'],
    ]);
    expect(holds.expiresAt).toBeGreaterThan(now() + 250);
    expect(await map(id, c.teacher)).toMatchObject({ locked: ['3-2', '3-3'], sold: [], held: [] });
    expect((await ask('/seat/api/holds', c.student, { id })).d).toMatchObject({ seats: [{ seatKey: '3-2' }, { seatKey: '3-3' }] });

    const rid = requestId();
    const done = await confirm(id, c.student, rid);
    expect(done.e, done.m).toBe(0);
    const seats = done.d.list as TSeat[];
    expect(seats.map((s) => [s.seatKey, s.state])).toEqual([
      ['3-2', 'won'],
      ['3-3', 'won'],
    ]);
    // The same confirmation sent again answers the same seats and takes nothing more.
    expect(((await confirm(id, c.student, rid)).d.list as TSeat[]).map((s) => s.claimId)).toEqual(seats.map((s) => s.claimId));
    const detail = await ask('/seat/api/event', c.student, { id });
    expect((detail.d.seats as TSeat[]).map((s) => s.seatKey)).toEqual(['3-2', '3-3']);
    expect(await map(id, c.teacher)).toMatchObject({ sold: ['3-2', '3-3'], locked: [] });
    expect(await map(id)).toMatchObject({ owned: ['3-2', '3-3'], held: [] });

    const shown = await ask('/seat/api/pass', c.student, { claimId: seats[0]!.claimId });
    expect(shown.e, shown.m).toBe(0);
    expect(shown.d.svg).toContain('<svg');
    const first = await ask('/seat/api/check', c.admin, { token: shown.d.token, eventId: id });
    expect(first.d).toMatchObject({ result: 'checked', seatKey: '3-2', holder: { zoneName: '后区' } });
    const again = await ask('/seat/api/check', c.admin, { code: seats[0]!.code });
    expect(again.d).toMatchObject({ result: 'already', seatKey: '3-2' });
    expect(String(again.d.message)).toContain('已验票');
  });

  it('refuses a seat another person holds, lets them not confirm it, and gives it over once the hold expired', async () => {
    const id = await newEvent();
    expect((await hold(id, ['1-1'])).e).toBe(0);
    expect(await hold(id, ['1-1', '1-2'], c.teacher)).toMatchObject({ e: 1, m: '座位已被他人锁定，请选择其他座位' });
    expect((await map(id, c.teacher)).held).toEqual([]);
    expect(await confirm(id, c.teacher)).toMatchObject({ e: 1 });

    await expireHolds(id);
    expect((await hold(id, ['1-1'], c.teacher)).e).toBe(0);
    // Too late for the first person: their hold is gone.
    expect(await confirm(id)).toMatchObject({ e: 1, m: '没有锁定中的座位，锁定可能已过期，请重新选座' });
    expect((await confirm(id, c.teacher)).e).toBe(0);
    expect(await hold(id, ['1-1'])).toMatchObject({ e: 1, m: '1排1号已售出，请选择其他座位' });
  });

  it('refuses seats that are not side by side, disabled, missing, or beyond the limit', async () => {
    const id = await newEvent();
    expect(await hold(id, ['1-1', '1-3'])).toMatchObject({ e: 1, m: '一次选多个座位时须是同一排相邻的座位' });
    expect(await hold(id, ['1-3', '1-4'])).toMatchObject({ e: 1, m: '一次选多个座位时须是同一排相邻的座位' });
    expect(await hold(id, ['1-1', '3-2'])).toMatchObject({ e: 1 });
    const pillar = await hold(id, ['2-6']);
    expect(pillar.e).toBe(10022);
    expect(pillar.d.errors?.seats).toBe('没有这个座位：2排6号');
    expect((await hold(id, ['9-9'])).e).toBe(10022);
    expect(await hold(id, ['1-1', '1-2', '1-3'])).toMatchObject({ e: 1, m: '每人限选2个座位', d: { reason: 'reservation.limit' } });
    expect((await hold(id, ['1-1'])).e).toBe(0);
    expect((await confirm(id)).e).toBe(0);
    expect(await hold(id, ['4-1', '4-2'])).toMatchObject({ e: 1, m: '每人限选2个座位，你已选1个' });
    expect((await map(id, c.teacher)).locked).toEqual([]);
  });

  it('gives a seat held by ten people at once to exactly one', async () => {
    const id = await newEvent({ rules: rules({ limit: 1 }) });
    const people = await t.platform.database.db
      .selectFrom('users')
      .select('username')
      .where('site_id', '=', 'north')
      .where('type', '=', 'student')
      .where('username', 'not in', ['student', '2024010002'])
      .orderBy('username')
      .limit(10)
      .execute();
    const cookies = await Promise.all(people.map((p) => login(t.app, p.username, 'student123')));
    expect(cookies).toHaveLength(10);
    const answers = await Promise.all(cookies.map((cookie) => hold(id, ['3-4'], cookie)));
    expect(answers.filter((a) => a.e === 0).length).toBe(1);
    expect(answers.filter((a) => a.e !== 0).every((a) => a.m === '座位已被他人锁定，请选择其他座位')).toBe(true);
    expect((await map(id)).locked).toEqual(['3-4']);
  });

  it('releases my holds, picks the best seats for me, and frees a cancelled seat', async () => {
    const id = await newEvent();
    expect((await hold(id, ['1-5', '1-6'])).e).toBe(0);
    expect((await ask('/seat/api/release', c.student, { id })).e).toBe(0);
    expect(await map(id, c.teacher)).toMatchObject({ locked: [] });

    const picked = await ask('/seat/api/hold/auto', c.student, { id, count: 2 });
    expect(picked.e, picked.m).toBe(0);
    expect((picked.d as unknown as THolds).seats.map((s) => s.seatKey)).toEqual(['1-2', '1-3']);
    const rid = requestId();
    const seats = (await confirm(id, c.student, rid)).d.list as TSeat[];
    expect((await ask('/seat/api/cancel', c.student, { claimId: seats[0]!.claimId })).e).toBe(0);
    expect(await map(id, c.teacher)).toMatchObject({ sold: ['1-3'] });
    expect((await hold(id, ['1-2'], c.teacher)).e).toBe(0);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const id = await newEvent();
    const bad = await ask('/seat/api/hold', c.student, { id, seats: ['a-b'] });
    expect(bad.e).toBe(10022);
    expect(bad.m).toMatch(/[\u4e00-\u9fa5]/);
    expect((await ask('/seat/api/hold', c.student, { id, seats: [] })).e).toBe(10022);
    expect((await ask('/seat/api/confirm', c.student, { id, requestId: 'x' })).e).toBe(10022);
    expect((await ask('/seat/api/hold/auto', c.student, { id, count: 9 })).e).toBe(10022);
    expect(await map(id, c.teacher)).toMatchObject({ locked: [], sold: [] });

    const saved = await ask('/seat/api/manage/event/save', c.admin, {
      title: '坏座位图',
      place: '报告厅',
      startsAt: now() + 86_400,
      endsAt: now() + 90_000,
      published: true,
      layout: layout({ grid: ['000000', '11111.', '111111'] }),
      rules: rules(),
    });
    expect(saved.e).toBe(10022);
    expect(saved.d.errors?.layout).toBe('座位图的排数不一致');
    const big = await ask('/seat/api/manage/event/save', c.admin, {
      title: '太大',
      place: '报告厅',
      startsAt: now() + 86_400,
      endsAt: now() + 90_000,
      published: true,
      layout: layout({ rows: 61 }),
      rules: rules(),
    });
    expect(big.e).toBe(10022);
    const events = (await ask('/seat/api/manage/events', c.admin, { size: 100 })).d.list as { title: string }[];
    expect(events.map((e) => e.title)).not.toContain('坏座位图');
  });
});

describe('an event not yet open', () => {
  it('refuses holds before it opens and takes a subscription', async () => {
    const id = await newEvent({ rules: rules({ opensAt: now() + 3600, closesAt: now() + 7200 }) });
    expect(await hold(id, ['1-1'])).toMatchObject({ e: 1, m: '选座未开始，请订阅', d: { reason: 'reservation.not-started' } });
    const subscribed = await ask('/seat/api/subscribe', c.student, { id, on: true });
    expect(subscribed.e, JSON.stringify(subscribed)).toBe(0);
    const detail = await ask('/seat/api/event', c.student, { id });
    expect(detail.d.status).toMatchObject({ phase: 'upcoming', subscribed: true });
  });
});

describe('the console', () => {
  it('keeps a sold seat from being removed, shows the seat map and exports', async () => {
    const id = await newEvent();
    expect((await hold(id, ['4-6'])).e).toBe(0);
    expect((await confirm(id)).e).toBe(0);
    expect((await hold(id, ['4-1'], c.teacher)).e).toBe(0);
    const seen = await ask('/seat/api/manage/occupancy', c.admin, { id });
    expect(seen.d).toMatchObject({ sold: [{ seatKey: '4-6', name: '学生演示账号' }], held: [{ seatKey: '4-1' }] });
    const form = (await ask('/seat/api/manage/event', c.admin, { id })).d as Record<string, unknown>;
    const edit = await ask('/seat/api/manage/event/save', c.admin, {
      ...form,
      layout: layout({ grid: ['000000', '11111.', '111111', '11111.'] }),
    });
    expect(edit).toMatchObject({ e: 10022, d: { errors: { layout: '4排6号已售出，不能删除或改变分区' } } });
    const file = await t.app.inject({
      method: 'GET',
      url: `/seat/api/manage/assignments/export?id=${id}`,
      headers: { cookie: c.admin, host: HOSTS.north },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses people without the permission', async () => {
    const id = await newEvent();
    expect((await ask('/seat/api/manage/events', c.student, {})).e).toBe(10003);
    expect((await ask('/seat/api/manage/event', c.student, { id })).e).toBe(10003);
    expect((await ask('/seat/api/manage/occupancy', c.student, { id })).e).toBe(10003);
    expect((await ask('/seat/api/check', c.student, { code: 'ABCDEFGHJK' })).e).toBe(10003);
    expect((await ask('/seat/api/check/events', c.student)).e).toBe(10003);
  });
});

describe('sites', () => {
  it("keeps each site's events, holds and seats to itself", async () => {
    const id = await newEvent();
    expect((await hold(id, ['1-1'])).e).toBe(0);
    const [seat] = (await confirm(id)).d.list as TSeat[];
    expect((await ask('/seat/api/event', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/seat/api/map', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await hold(id, ['1-2'], c.southStudent, HOSTS.south)).e).toBe(10004);
    expect((await ask('/seat/api/pass', c.southStudent, { claimId: seat!.claimId }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/seat/api/cancel', c.southStudent, { claimId: seat!.claimId }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/seat/api/manage/event', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/seat/api/check', c.southAdmin, { code: seat!.code }, HOSTS.south)).d).toMatchObject({
      result: 'invalid',
      seatKey: '',
    });
    const listed = (await ask('/seat/api/events', c.southStudent, undefined, HOSTS.south)).d.list as { id: string }[];
    expect(listed.map((e) => e.id)).not.toContain(id);
  });
});
