import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '@quad/platform/server/captcha/captcha-test-kit';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TClaim = { id: string; state: string; code: string; position: number; checkedAt: number; cancellable: boolean; zoneName: string };
type TStatus = {
  phase: string;
  remaining: number;
  capacity: number;
  mine: TClaim[];
  subscribed: boolean;
  captcha: boolean;
  barred: string;
};
type TEvent = { id: string; title: string; status: TStatus };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);

const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
const requestId = () => `req_${Date.now()}_${seq++}`;

const rules = (over: Record<string, unknown> = {}) => ({
  mode: 'grab',
  zones: [{ key: 'main', name: '全场', capacity: 2 }],
  opensAt: now() - 60,
  closesAt: now() + 3600,
  limit: 1,
  waitlist: false,
  captcha: false,
  audience: { all: true },
  prerequisite: '',
  ...over,
});

/** A published event made through the console, answered by its id. */
async function newEvent(
  over: Record<string, unknown> = {},
  settings: Record<string, unknown> = {},
  cookie = c.admin,
  host: string = HOSTS.north,
) {
  const saved = await ask(
    '/ticket/api/manage/event/save',
    cookie,
    {
      title: `测试晚会${seq++}`,
      place: '礼堂',
      startsAt: now() + 86_400,
      endsAt: now() + 90_000,
      description: '测试',
      organizer: '团委',
      published: true,
      settings: rules(settings),
      ...over,
    },
    host,
  );
  expect(saved.e, saved.m).toBe(0);
  return saved.d.id as string;
}

const detail = async (id: string, cookie = c.student, host: string = HOSTS.north) =>
  (await ask('/ticket/api/event', cookie, { id }, host)).d as unknown as TEvent;

/**
 * The event once what is left shows `want`: the engine keeps the count for a second (ten thousand
 * phones poll it), so a grab shows in the count within about a second.
 */
async function settled(id: string, want: Record<string, unknown>, cookie = c.student): Promise<TEvent> {
  const until = Date.now() + 2500;
  for (;;) {
    const event = await detail(id, cookie);
    if (Object.entries(want).every(([k, v]) => (event.status as unknown as Record<string, unknown>)[k] === v) || Date.now() > until)
      return event;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const grab = (id: string, cookie = c.student, extra: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  ask('/ticket/api/grab', cookie, { id, requestId: requestId(), ...extra }, host);
const mine = async (cookie = c.student) =>
  (await ask('/ticket/api/mine', cookie)).d.list as (TClaim & { eventId: string; title: string })[];
const check = (input: Record<string, unknown>, cookie = c.admin, host: string = HOSTS.north) =>
  ask('/ticket/api/check', cookie, input, host);

describe('the demo', () => {
  it('lists an open gala with a few tickets left, an upcoming, a sold-out, a draw-mode and an ended event on each site', async () => {
    for (const [cookie, host] of [
      [c.student, HOSTS.north],
      [c.southStudent, HOSTS.south],
    ] as const) {
      const listed = await ask('/ticket/api/events', cookie, undefined, host);
      expect(listed.e, listed.m).toBe(0);
      const events = listed.d.list as TEvent[];
      const byTitle = (title: string) => events.find((e) => e.title === title)!.status;
      expect(byTitle('2027年元旦晚会')).toMatchObject({ phase: 'open', remaining: 6, capacity: 30, captcha: true });
      expect(byTitle('2027年元旦晚会').mine.map((m) => m.state)).toEqual(['won']);
      expect(byTitle('校园十佳歌手决赛').phase).toBe('upcoming');
      expect(byTitle('话剧《雷雨》')).toMatchObject({ phase: 'sold-out', remaining: 0 });
      expect(byTitle('新年音乐会')).toMatchObject({ phase: 'open', mine: [] });
      expect(byTitle('迎新晚会')).toMatchObject({ phase: 'ended' });
      expect(byTitle('迎新晚会').mine.map((m) => m.state)).toEqual(['checked']);
    }
    const teacher = (await ask('/ticket/api/events', c.teacher)).d.list as TEvent[];
    expect(teacher.find((e) => e.title === '新年音乐会')!.status.mine.map((m) => m.state)).toEqual(['pending']);
  });
});

describe('grabbing a ticket', () => {
  it('wins a ticket, answers a retry with the same claim, shows the pass, and sells out', async () => {
    const id = await newEvent();
    expect(await detail(id)).toMatchObject({ status: { phase: 'open', remaining: 2, capacity: 2 } });

    const same = { id, requestId: requestId() };
    const first = await ask('/ticket/api/grab', c.student, same);
    expect(first.e, first.m).toBe(0);
    expect(first.d).toMatchObject({ state: 'won', zoneName: '全场' });
    // The same press sent again (a lost answer): the same ticket, not a second one, nothing more taken.
    expect((await ask('/ticket/api/grab', c.student, same)).d).toEqual(first.d);
    expect((await settled(id, { remaining: 1 })).status.remaining).toBe(1);
    // A second press is a second attempt, over the limit of one.
    expect(await grab(id)).toMatchObject({ e: 1, m: '每人限1张，你已参与', d: { reason: 'reservation.limit' } });

    const shown = await ask('/ticket/api/pass', c.student, { claimId: first.d.id });
    expect(shown.e, shown.m).toBe(0);
    expect(shown.d).toMatchObject({ code: first.d.code, ticket: { eventId: id, state: 'won' } });
    expect(shown.d.svg).toContain('<svg');
    expect(shown.d.refreshIn).toBeGreaterThan(0);
    expect((await mine()).find((m) => m.id === first.d.id)).toMatchObject({ eventId: id, state: 'won' });

    expect((await grab(id, c.teacher)).d).toMatchObject({ state: 'won' });
    expect(await grab(id, c.other)).toMatchObject({ e: 1, m: '票已抢光，请订阅', d: { reason: 'reservation.sold-out' } });
    expect((await settled(id, { phase: 'sold-out' }, c.other)).status).toMatchObject({ phase: 'sold-out', remaining: 0 });
  });

  it('gives one ticket to presses sent together, and one claim to copies of one press', async () => {
    const id = await newEvent({}, { zones: [{ key: 'main', name: '全场', capacity: 10 }] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => grab(id, c.other)));
    expect(answers.filter((a) => a.e === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.e !== 0).every((a) => a.d.reason === 'reservation.limit')).toBe(true);

    const press = { id, requestId: requestId() };
    const copies = await Promise.all(Array.from({ length: 4 }, () => ask('/ticket/api/grab', c.teacher, press)));
    expect(new Set(copies.map((a) => a.d.id)).size).toBe(1);
    expect(copies.every((a) => a.e === 0)).toBe(true);
    expect((await settled(id, { remaining: 8 })).status.remaining).toBe(8);
  });

  it('gives a returned ticket back, subscribes and unsubscribes', async () => {
    const id = await newEvent({}, { zones: [{ key: 'main', name: '全场', capacity: 1 }] });
    const won = (await grab(id)).d as unknown as TClaim;
    expect(won.cancellable).toBe(true);
    expect((await ask('/ticket/api/subscribe', c.other, { id, on: true })).e).toBe(0);
    expect((await settled(id, { phase: 'sold-out' }, c.other)).status).toMatchObject({ phase: 'sold-out', subscribed: true });
    expect((await ask('/ticket/api/cancel', c.teacher, { claimId: won.id })).e).toBe(10004);
    expect((await ask('/ticket/api/cancel', c.student, { claimId: won.id })).e).toBe(0);
    expect(await ask('/ticket/api/cancel', c.student, { claimId: won.id })).toMatchObject({ e: 1, m: '这张票已经退了' });
    expect((await settled(id, { phase: 'open' }, c.other)).status).toMatchObject({ phase: 'open', remaining: 1 });
    expect((await mine()).find((m) => m.id === won.id)?.state).toBe('cancelled');
    expect((await ask('/ticket/api/pass', c.student, { claimId: won.id })).e).toBe(1);
    expect((await ask('/ticket/api/subscribe', c.other, { id, on: false })).e).toBe(0);
    expect((await detail(id, c.other)).status.subscribed).toBe(false);
  });

  it('queues on the waitlist once sold out, and gives the first in line a returned ticket', async () => {
    const id = await newEvent({}, { zones: [{ key: 'main', name: '全场', capacity: 1 }], waitlist: true });
    const won = (await grab(id)).d as unknown as TClaim;
    const queued = await grab(id, c.teacher);
    expect(queued.e, queued.m).toBe(0);
    expect(queued.d).toMatchObject({ state: 'waiting', position: 1 });
    expect((await ask('/ticket/api/cancel', c.student, { claimId: won.id })).e).toBe(0);
    expect((await mine(c.teacher)).find((m) => m.id === queued.d.id)?.state).toBe('won');
  });

  it('refuses before the opening and after the closing, and asks for the slider when the event wants it', async () => {
    const later = await newEvent({}, { opensAt: now() + 3600, closesAt: now() + 7200 });
    expect((await detail(later)).status.phase).toBe('upcoming');
    expect(await grab(later)).toMatchObject({ e: 1, m: '活动未开始，请订阅', d: { reason: 'reservation.not-started' } });
    const over = await newEvent({}, { opensAt: now() - 7200, closesAt: now() - 60 });
    expect((await detail(over)).status.phase).toBe('ended');
    expect(await grab(over)).toMatchObject({ e: 1, m: '活动已结束', d: { reason: 'reservation.ended' } });

    const guarded = await newEvent({}, { captcha: true });
    expect(await grab(guarded)).toMatchObject({ e: 1, m: '请先完成滑块验证', d: { reason: 'captcha.required' } });
    const token = await solveCaptcha(t.app, t.platform.database.db, 'north', HOSTS.north);
    const passed = await grab(guarded, c.student, { captchaToken: token });
    expect(passed.e, passed.m).toBe(0);
    expect(passed.d.state).toBe('won');
  });

  it('books a draw-mode event: 预约成功，等待分票', async () => {
    const id = await newEvent({}, { mode: 'draw', closesAt: now() + 3600, drawAt: now() + 7200, limit: 2 });
    const booked = await grab(id);
    expect(booked.e, booked.m).toBe(0);
    expect(booked.d.state).toBe('pending');
    expect((await detail(id)).status).toMatchObject({ phase: 'open', mine: [{ state: 'pending' }] });
    expect((await ask('/ticket/api/pass', c.student, { claimId: booked.d.id })).m).toBe('这张票还没有生效');
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const id = await newEvent();
    expect(await ask('/ticket/api/grab', c.student, { id })).toMatchObject({ e: 10022, m: '请填写请求号（幂等）' });
    expect(await ask('/ticket/api/grab', c.student, { id, requestId: 'x' })).toMatchObject({
      e: 10022,
      m: '请求号（幂等）：请求号格式不正确',
    });
    expect(await ask('/ticket/api/grab', c.student, { id: 'NOT AN ID', requestId: requestId() })).toMatchObject({
      e: 10022,
      m: '活动编号格式不正确',
    });
    expect(await grab(id, c.student, { zone: 'nowhere' })).toMatchObject({ e: 10022, m: '请选择分区' });
    expect((await settled(id, { remaining: 2 })).status.remaining).toBe(2);
    expect((await grab('zzzzzzzz')).e).toBe(10004);

    const before = (await ask('/ticket/api/manage/events', c.admin, { size: 100 })).d.total;
    const save = (over: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
      ask('/ticket/api/manage/event/save', c.admin, {
        title: '坏活动',
        place: '礼堂',
        startsAt: now(),
        endsAt: now() + 60,
        published: true,
        settings: rules(settings),
        ...over,
      });
    expect(await save({ title: '' })).toMatchObject({ e: 10022, m: '请填写活动名称' });
    expect(await save({ endsAt: now() - 60 })).toMatchObject({ e: 10022, m: '活动结束时间必须晚于开始时间' });
    expect(await save({}, { closesAt: now() - 120 })).toMatchObject({ e: 10022, m: '截止时间必须晚于开放时间' });
    expect(await save({}, { zones: [] })).toMatchObject({ e: 10022, m: '票务设置：至少设置一个分区' });
    expect(await save({}, { zones: [{ key: 'Main!', name: '全场', capacity: 1 }] })).toMatchObject({
      e: 10022,
      m: '票务设置：分区标识只能是小写字母、数字、下划线和短横线',
    });
    expect(await save({}, { prerequisite: 'nosuchitem' })).toMatchObject({ e: 10022 });
    expect(await save({}, { prerequisiteForm: 987_654 })).toMatchObject({ e: 10022, m: '前置表单不存在或未发布' });
    expect((await ask('/ticket/api/manage/events', c.admin, { size: 100 })).d.total).toBe(before);
  });
});

describe('checking tickets at the door', () => {
  it('checks a scanned ticket once, then says when it was checked; a typed code works too', async () => {
    const id = await newEvent({}, { zones: [{ key: 'main', name: '全场', capacity: 5 }] });
    const won = (await grab(id)).d as unknown as TClaim;
    const { token } = (await ask('/ticket/api/pass', c.student, { claimId: won.id })).d as { token: string };

    const first = await check({ token, eventId: id });
    expect(first.e, first.m).toBe(0);
    expect(first.d).toMatchObject({ result: 'checked', message: '验票成功', holder: { name: '学生演示账号', zoneName: '全场' } });
    const again = await check({ token });
    expect(again.d).toMatchObject({ result: 'already', checkedAt: first.d.checkedAt });
    expect(again.d.message).toMatch(/^已验票（\d{4}-\d{2}-\d{2} \d{2}:\d{2} 已检），请勿重复入场$/);
    expect((await detail(id)).status.mine.map((m) => m.state)).toEqual(['checked']);
    expect(await ask('/ticket/api/cancel', c.student, { claimId: won.id })).toMatchObject({ e: 1, m: '已验票，不能退票' });

    const other = (await grab(id, c.teacher)).d as unknown as TClaim;
    expect((await check({ code: other.code.toLowerCase() })).d).toMatchObject({ result: 'checked', holder: { name: '教师演示账号' } });
    expect((await check({ code: 'NOPE1234' })).d).toMatchObject({ result: 'invalid', holder: null });
    expect((await check({ token: 'garbage' })).d).toMatchObject({ result: 'invalid' });
    const elsewhere = await newEvent();
    expect((await check({ code: other.code, eventId: elsewhere })).d).toMatchObject({ result: 'other-item' });
    expect(await check({})).toMatchObject({ e: 10022, m: '请扫描二维码或输入兑换码' });

    const counts = (await ask('/ticket/api/manage/counts', c.admin, { id })).d;
    expect(counts).toMatchObject({ capacity: 5, won: 2, checked: 2 });
    const stats = (await ask('/ticket/api/manage/statistic', c.admin)).d.list as { id: string; won: number; checked: number }[];
    expect(stats.find((s) => s.id === id)).toMatchObject({ won: 2, checked: 2 });
  });

  it('refuses the check and the console to people without the permission', async () => {
    const id = await newEvent();
    expect((await check({ code: 'ABCDEFGH' }, c.student)).e).toBe(10003);
    expect((await ask('/ticket/api/check/events', c.student)).e).toBe(10003);
    expect((await ask('/ticket/api/manage/events', c.student)).e).toBe(10003);
    expect((await ask('/ticket/api/manage/counts', c.teacher, { id })).e).toBe(10003);
    const valid = { title: '越权活动', place: '礼堂', startsAt: now(), endsAt: now() + 60, published: true, settings: rules() };
    expect((await ask('/ticket/api/manage/event/save', c.student, valid)).e).toBe(10003);
    expect((await ask('/ticket/api/manage/event/save', c.teacher, { ...valid, id })).e).toBe(10003);
    expect((await ask('/ticket/api/manage/statistic', c.student)).e).toBe(10003);
    const file = await t.app.inject({
      method: 'GET',
      url: `/ticket/api/manage/winners/export?id=${id}`,
      headers: { cookie: c.student, host: HOSTS.north },
    });
    expect(file.headers['content-type']).not.toContain('spreadsheetml');
  });
});

describe('the console', () => {
  it('edits an event, keeps the taken places, exports the winners', async () => {
    const id = await newEvent({}, { zones: [{ key: 'main', name: '全场', capacity: 3 }] });
    await grab(id);
    await grab(id, c.teacher);
    const form = (await ask('/ticket/api/manage/event', c.admin, { id })).d as {
      settings: { zones: { capacity: number }[] };
      title: string;
    };
    expect(form.settings.zones[0]!.capacity).toBe(3);
    const edit = (capacity: number) =>
      ask('/ticket/api/manage/event/save', c.admin, {
        id,
        title: '改名晚会',
        place: '礼堂',
        startsAt: now() + 86_400,
        endsAt: now() + 90_000,
        published: true,
        settings: rules({ zones: [{ key: 'main', name: '全场', capacity }] }),
      });
    expect(await edit(1)).toMatchObject({ e: 10022, m: '「全场」已发出2个名额，名额不能少于2' });
    expect((await edit(10)).e).toBe(0);
    expect(await settled(id, { capacity: 10 })).toMatchObject({ title: '改名晚会', status: { capacity: 10, remaining: 8 } });

    const file = await t.app.inject({
      method: 'GET',
      url: `/ticket/api/manage/winners/export?id=${id}`,
      headers: { cookie: c.admin, host: HOSTS.north },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    // A draft is the console's only.
    expect((await edit(10)).e).toBe(0);
    const draft = await newEvent({ published: false });
    expect((await ask('/ticket/api/event', c.student, { id: draft })).e).toBe(10004);
    expect(((await ask('/ticket/api/events', c.student)).d.list as TEvent[]).map((e) => e.id)).not.toContain(draft);
    expect((await ask('/ticket/api/manage/event', c.admin, { id: draft })).e).toBe(0);
    // Published: on every phone at once (the list kept in memory is read again).
    const drafted = (await ask('/ticket/api/manage/event', c.admin, { id: draft })).d as Record<string, unknown>;
    const { itemId: _item, coverUrl: _url, ...fields } = drafted;
    expect((await ask('/ticket/api/manage/event/save', c.admin, { ...fields, published: true })).e).toBe(0);
    expect(((await ask('/ticket/api/events', c.student)).d.list as TEvent[]).map((e) => e.id)).toContain(draft);
    expect((await ask('/ticket/api/event', c.student, { id: draft })).e).toBe(0);
  });

  it('shows an event only to its audience', async () => {
    const id = await newEvent({}, { audience: { all: false, people: ['teacher'] } });
    expect(((await ask('/ticket/api/events', c.student)).d.list as TEvent[]).map((e) => e.id)).not.toContain(id);
    expect(((await ask('/ticket/api/events', c.teacher)).d.list as TEvent[]).map((e) => e.id)).toContain(id);
    expect(await grab(id)).toMatchObject({ e: 1, d: { reason: 'reservation.audience' } });
    expect((await grab(id, c.teacher)).e).toBe(0);
  });
});

describe('a form to fill first', () => {
  it('names the form on the event and refuses the grab until the person has answered it', async () => {
    const form = await t.platform.database.db.selectFrom('forms').select(['no', 'title']).where('site_id', '=', 'north').where('status', '!=', 'draft').where('version', '>', 0).executeTakeFirstOrThrow();
    const id = await newEvent({}, { prerequisiteForm: form.no });
    const event = (await ask('/ticket/api/event', c.student, { id })).d as unknown as TEvent & { prerequisiteForm: unknown; status: { barred: string } };
    expect(event.prerequisiteForm).toEqual({ no: form.no, title: form.title });
    expect(event.status.barred).toBe('form');
    expect(await grab(id)).toMatchObject({ e: 1, m: '需先填写前置表单，才能参与本活动', d: { reason: 'reservation.prerequisite' } });
  });
});

describe('sites', () => {
  it("keeps each site's events, tickets and checks to itself", async () => {
    const id = await newEvent();
    const won = (await grab(id)).d as unknown as TClaim;
    const { token } = (await ask('/ticket/api/pass', c.student, { claimId: won.id })).d as { token: string };

    expect(((await ask('/ticket/api/events', c.southStudent, undefined, HOSTS.south)).d.list as TEvent[]).map((e) => e.id)).not.toContain(
      id,
    );
    expect((await ask('/ticket/api/event', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await grab(id, c.southStudent, {}, HOSTS.south)).e).toBe(10004);
    expect((await ask('/ticket/api/subscribe', c.southStudent, { id, on: true }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/ticket/api/pass', c.southStudent, { claimId: won.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/ticket/api/cancel', c.southStudent, { claimId: won.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/ticket/api/manage/event', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/ticket/api/manage/counts', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    expect(
      ((await ask('/ticket/api/manage/events', c.southAdmin, { size: 100 }, HOSTS.south)).d.list as { id: string }[]).map((e) => e.id),
    ).not.toContain(id);
    // Another site's staff learn nothing from its code or QR, and mark nothing.
    expect((await check({ token }, c.southAdmin, HOSTS.south)).d).toMatchObject({ result: 'invalid', holder: null });
    expect((await check({ code: won.code }, c.southAdmin, HOSTS.south)).d).toMatchObject({ result: 'invalid', holder: null });
    expect((await detail(id)).status.mine.map((m) => m.state)).toEqual(['won']);
    // A north cookie is nobody on the south site.
    expect((await ask('/ticket/api/events', c.student, undefined, HOSTS.south)).e).toBe(10013);
  });
});
