import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { prizeAt } from '../rules';
import { maskName } from './fairness';
import { drawOnce } from './service-draw';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TPrize = { key: string; name: string; count: number; remaining: number; chance: number };
type TDetail = {
  id: string;
  state: string;
  drawn: boolean;
  canDraw: boolean;
  barred: boolean;
  prizes: TPrize[];
  mine: { id: string; prize: string; prizeName: string }[];
  seedHash: string;
  seed: string;
};
type TPublicDraw = { id: string; name: string; drawn: string; prize: string; prizeName: string; value: number };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const db = () => t.platform.database.db;
const north = () => new SiteDb(t.platform.database.db, 'north');

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);

const settings = (extra: Record<string, unknown> = {}) => ({
  title: `测试抽奖${seq++}`,
  period: 'once',
  opensAt: now() - 60,
  closesAt: now() + 3600,
  prizes: [
    { name: '一等奖', count: 1, chance: 100 },
    { name: '二等奖', count: 5, chance: 400 },
  ],
  all: true,
  ...extra,
});
/** A new, published lottery of the north site. */
async function newLottery(extra: Record<string, unknown> = {}) {
  const saved = await ask('/lottery/api/manage/save', c.admin, settings(extra));
  expect(saved.e, saved.m).toBe(0);
  const id = saved.d.id as string;
  expect((await ask('/lottery/api/manage/publish', c.admin, { id })).e).toBe(0);
  return id;
}
const draw = (id: string, cookie = c.student, requestId = key(), host: string = HOSTS.north) =>
  ask('/lottery/api/draw', cookie, { id, requestId }, host);
const detail = async (id: string, cookie = c.student) => (await ask('/lottery/api/detail', cookie, { id })).d as unknown as TDetail;
const rows = (lotteryId: string) => db().selectFrom('lottery_draws').selectAll().where('lottery_id', '=', lotteryId).execute();

afterEach(() => {
  vi.useRealTimers();
});

describe('the public list', () => {
  it('masks names, keeping the first and last character', () => {
    expect(['张三', '张小三', '欧阳小明', '李', ''].map(maskName)).toEqual(['张*', '张*三', '欧**明', '*', '***']);
  });
});

describe('the demo', () => {
  it('offers each site an open daily lottery', async () => {
    for (const [cookie, host] of [
      [c.student, HOSTS.north],
      [c.southStudent, HOSTS.south],
    ] as const) {
      const list = (await ask('/lottery/api/list', cookie, {}, host)).d.list as { title: string; state: string; period: string }[];
      expect(list.find((l) => l.title === '校庆幸运大抽奖')).toMatchObject({ state: 'open', period: 'daily' });
    }
  });
});

describe('drawing', () => {
  it('gives a prize or 未中奖, records it with its value, and shows it on the page and in the winners list', async () => {
    const id = await newLottery();
    const before = await detail(id);
    expect(before).toMatchObject({ state: 'open', drawn: false, canDraw: true, barred: false, seed: '' });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.prizes.map((p) => [p.name, p.count, p.remaining, p.chance])).toEqual([
      ['一等奖', 1, 1, 100],
      ['二等奖', 5, 5, 400],
    ]);

    const sent = await draw(id);
    expect(sent.e, sent.m).toBe(0);
    const outcome = sent.d as { id: string; prize: string; prizeName: string };
    expect(['', 'p1', 'p2']).toContain(outcome.prize);
    expect(outcome.prizeName).toBe({ '': '', p1: '一等奖', p2: '二等奖' }[outcome.prize]);
    const [row] = await rows(id);
    expect(row).toMatchObject({ id: outcome.id, state: 'done', prize: outcome.prize, period: 'all' });
    expect(Number(row!.value)).toBeGreaterThanOrEqual(0);
    expect(Number(row!.value)).toBeLessThan(1);

    const after = await detail(id);
    expect(after).toMatchObject({ drawn: true, canDraw: false, mine: [outcome] });
    const winners = (await ask('/lottery/api/draws', c.teacher, { id })).d as { list: TPublicDraw[]; total: number };
    expect(winners.total).toBe(outcome.prize ? 1 : 0);
    if (outcome.prize) {
      expect(winners.list[0]).toMatchObject({ id: outcome.id, name: '学****号', prize: outcome.prize });
      expect(after.prizes.find((p) => p.key === outcome.prize)!.remaining).toBe(
        after.prizes.find((p) => p.key === outcome.prize)!.count - 1,
      );
    }
    const all = (await ask('/lottery/api/draws', c.teacher, { id, all: true })).d as { total: number };
    expect(all.total).toBe(1);

    const file = await call(t.app, { url: `/lottery/api/manage/export?id=${id}`, cookie: c.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('draws once for 20 parallel requests of one person, and refuses the rest in Chinese', async () => {
    const id = await newLottery();
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(id, c.teacher)));
    expect(answers.filter((a) => a.e === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.e !== 0))
      expect(refused).toMatchObject({ e: 1, m: '你已经参与过本次抽奖', d: { reason: 'lottery.already-drawn' } });
    expect(await rows(id)).toHaveLength(1);
  });

  it('answers a retried request with the same outcome, alone or in parallel', async () => {
    const id = await newLottery({ prizes: [{ name: '纪念品', count: 10, chance: 1000 }] });
    const requestId = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => draw(id, c.other, requestId)));
    const again = await draw(id, c.other, requestId);
    for (const answer of [...answers, again]) expect(answer).toMatchObject({ e: 0, d: answers[0]!.d });
    expect((answers[0]!.d as { prize: string }).prize).toBe('p1');
    expect(await rows(id)).toHaveLength(1);
    const counts = (await ask('/lottery/api/manage/detail', c.admin, { id })).d as { prizes: TPrize[]; draws: number };
    expect(counts).toMatchObject({ draws: 1, prizes: [{ count: 10, remaining: 9 }] });
  });

  it('never gives a prize more often than its count, with 200 people drawing at once', async () => {
    const id = await newLottery({ prizes: [{ name: '限量周边', count: 5, chance: 1000 }] });
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => drawOnce(north(), 'Asia/Shanghai', `crowd_${id}_${i}`, { id, requestId: `r${i}` })),
    );
    expect(outcomes.filter((o) => o.prize === 'p1')).toHaveLength(5);
    expect(outcomes.filter((o) => o.prize === '')).toHaveLength(195);
    const recorded = await rows(id);
    expect(recorded).toHaveLength(200);
    expect(recorded.filter((r) => r.drawn === 'p1')).toHaveLength(200);
    expect(recorded.filter((r) => r.prize === '').every((r) => r.note === 'reservation.sold-out')).toBe(true);
    expect((await detail(id)).prizes[0]).toMatchObject({ count: 5, remaining: 0 });
  });

  it('lets a person draw once a Beijing day on a daily lottery', async () => {
    // The next 23:30 in Beijing (UTC+8), within sessions' lifetime.
    const DAY_MS = 86_400_000;
    let start = Math.floor((Date.now() + 8 * 3_600_000) / DAY_MS) * DAY_MS + 15.5 * 3_600_000;
    if (start < Date.now()) start += DAY_MS;
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const id = await newLottery({ period: 'daily', closesAt: now() + 5 * 86_400 });
    expect((await draw(id, c.student)).e).toBe(0);
    expect(await draw(id, c.student)).toMatchObject({ e: 1, m: '你今天已经抽过了，明天再来吧', d: { reason: 'lottery.already-drawn' } });
    expect(await detail(id)).toMatchObject({ drawn: true, canDraw: false });
    vi.setSystemTime(start + 40 * 60_000); // 00:10 the next Beijing day
    expect(await detail(id)).toMatchObject({ drawn: false, canDraw: true });
    expect((await draw(id, c.student)).e).toBe(0);
    expect((await draw(id, c.student)).e).toBe(1);
    expect((await rows(id)).map((r) => r.period).sort()).toEqual([day(start), day(start + DAY_MS)]);
  });

  it('reveals the seed at the close, and the seed recomputes every recorded outcome', async () => {
    const id = await newLottery({
      prizes: [
        { name: '一等奖', count: 1, chance: 300 },
        { name: '二等奖', count: 2, chance: 300 },
      ],
    });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => drawOnce(north(), 'Asia/Shanghai', `verify_${id}_${i}`, { id, requestId: `v${i}` })),
    );
    for (const cookie of [c.student, c.teacher]) expect((await draw(id, cookie)).e).toBe(0);
    const open = await detail(id);
    expect(open.seed).toBe('');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7200_000);
    const closed = await detail(id);
    expect(closed.state).toBe('closed');
    expect(createHash('sha256').update(closed.seed).digest('hex')).toBe(open.seedHash);
    expect(await draw(id, c.other)).toMatchObject({ e: 1, m: '抽奖已结束', d: { reason: 'reservation.ended' } });

    const all = (await ask('/lottery/api/draws', c.other, { id, all: true, size: 200 })).d as { list: TPublicDraw[]; total: number };
    expect(all.total).toBe(32);
    const given = new Map<string, number>();
    for (const d of all.list) {
      const value = parseInt(createHmac('sha256', closed.seed).update(d.id).digest('hex').slice(0, 13), 16) / 2 ** 52;
      expect(d.value).toBe(value);
      expect(d.drawn).toBe(prizeAt(value, closed.prizes));
      // A prize is given as drawn while it lasts, in the order drawn; after that the draw is 未中奖.
      if (d.prize) {
        expect(d.prize).toBe(d.drawn);
        given.set(d.prize, (given.get(d.prize) ?? 0) + 1);
      }
    }
    for (const prize of closed.prizes) expect(given.get(prize.key) ?? 0).toBeLessThanOrEqual(prize.count);
    const winners = (await ask('/lottery/api/draws', c.other, { id, size: 200 })).d as { list: TPublicDraw[] };
    expect(winners.list.map((w) => w.id)).toEqual(all.list.filter((d) => d.prize).map((d) => d.id));
  });
});

describe('refusals', () => {
  it('refuses people outside the audience, and before the start', async () => {
    const teachersOnly = await newLottery({ all: false, people: ['teacher'] });
    expect(await draw(teachersOnly, c.student)).toMatchObject({
      e: 1,
      m: '你不在本次抽奖的参与范围内',
      d: { reason: 'reservation.audience' },
    });
    expect(await detail(teachersOnly)).toMatchObject({ barred: true, canDraw: false });
    const list = (await ask('/lottery/api/list', c.student, { size: 50 })).d.list as { id: string }[];
    expect(list.map((l) => l.id)).not.toContain(teachersOnly);
    expect((await draw(teachersOnly, c.teacher)).e).toBe(0);

    const later = await newLottery({ opensAt: now() + 3600, closesAt: now() + 7200 });
    expect(await draw(later, c.student)).toMatchObject({
      e: 1,
      m: expect.stringMatching(/^抽奖尚未开始，\d{4}-\d{2}-\d{2} \d{2}:\d{2} 开始$/),
      d: { reason: 'reservation.not-started' },
    });
    expect(await detail(later)).toMatchObject({ state: 'pending', canDraw: false });
    expect(await rows(later)).toEqual([]);
  });

  it('hides drafts until they are published', async () => {
    const saved = await ask('/lottery/api/manage/save', c.admin, settings());
    const id = saved.d.id as string;
    expect((await ask('/lottery/api/detail', c.student, { id })).e).toBe(10004);
    expect((await draw(id)).e).toBe(10004);
    expect((await ask('/lottery/api/manage/publish', c.admin, { id })).e).toBe(0);
    expect((await ask('/lottery/api/detail', c.student, { id })).e).toBe(0);
  });

  it('answers bad input with a Chinese message', async () => {
    const bad = (extra: Record<string, unknown>) => ask('/lottery/api/manage/save', c.admin, settings(extra));
    expect(await bad({ prizes: [] })).toMatchObject({ e: 10022, d: { errors: { prizes: '至少设置一个奖项' } } });
    expect(
      await bad({
        prizes: [
          { name: '甲', count: 1, chance: 600 },
          { name: '乙', count: 1, chance: 500 },
        ],
      }),
    ).toMatchObject({ e: 10022, d: { errors: { prizes: '各奖项中奖概率之和不能超过100%（现为110%）' } } });
    expect(await bad({ prizes: [{ name: '甲', count: 0, chance: 10 }] })).toMatchObject({ e: 10022 });
    expect(await bad({ closesAt: now() - 7200 })).toMatchObject({ e: 10022, d: { errors: { closesAt: '截止时间必须晚于开始时间' } } });
    expect(await bad({ period: 'weekly' })).toMatchObject({ e: 10022 });
    const refused = await ask('/lottery/api/draw', c.student, { id: 'NOT AN ID', requestId: key() });
    expect(refused.e).not.toBe(0);
    expect(refused.m).toMatch(/[\u4e00-\u9fa5]/);
    expect((await ask('/lottery/api/draw', c.student, { id: 'zzzzzzzz', requestId: key() })).e).toBe(10004);
  });

  it('keeps the prizes and chances once somebody has drawn, so outcomes keep recomputing', async () => {
    const id = await newLottery();
    expect((await draw(id, c.other)).e).toBe(0);
    const kept = (await ask('/lottery/api/manage/detail', c.admin, { id })).d as { prizes: TPrize[] };
    const prizes = kept.prizes.map((p) => ({ key: p.key, name: p.name, count: p.count, chance: p.chance }));
    const edit = (extra: Record<string, unknown>) => ask('/lottery/api/manage/save', c.admin, settings({ id, prizes, ...extra }));
    expect(await edit({ prizes: prizes.map((p) => ({ ...p, chance: 1 })) })).toMatchObject({
      e: 1,
      m: expect.stringContaining('已有人抽奖'),
    });
    expect(await edit({ period: 'daily' })).toMatchObject({ e: 1 });
    expect((await edit({ title: '改过的标题', prizes: prizes.map((p) => ({ ...p, count: p.count + 1 })) })).e).toBe(0);
  });

  it('shows another site nothing of this one, by its host or by ids', async () => {
    const id = await newLottery();
    const southList = (await ask('/lottery/api/list', c.southStudent, { size: 50 }, HOSTS.south)).d.list as { id: string }[];
    expect(southList.map((l) => l.id)).not.toContain(id);
    expect((await ask('/lottery/api/detail', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await draw(id, c.southStudent, key(), HOSTS.south)).e).toBe(10004);
    expect((await ask('/lottery/api/draws', c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/lottery/api/manage/detail', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/lottery/api/manage/publish', c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/lottery/api/manage/save', c.southAdmin, settings({ id }), HOSTS.south)).e).toBe(10004);
    expect((await ask('/lottery/api/list', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect(await rows(id)).toEqual([]);
  });

  it('refuses the console calls to people who do not manage lotteries', async () => {
    const id = await newLottery();
    for (const [url, input] of [
      ['/lottery/api/manage/list', {}],
      ['/lottery/api/manage/detail', { id }],
      ['/lottery/api/manage/save', settings()],
      ['/lottery/api/manage/publish', { id }],
      ['/lottery/api/manage/audience', {}],
    ] as const) {
      expect((await ask(url, c.student, input)).e, url).toBe(10003);
    }
    expect((await call(t.app, { url: `/lottery/api/manage/export?id=${id}`, cookie: c.student })).json()).toMatchObject({ e: 10003 });
  });
});
