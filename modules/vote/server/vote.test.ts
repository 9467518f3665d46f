import { describe, expect, it } from 'vitest';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TOption = { id: string; text: string; count: number; percent: number };
type TDetail = {
  id: string;
  state: string;
  shown: boolean;
  ballots: number;
  voted: boolean;
  canVote: boolean;
  myPicks: string[];
  options: TOption[];
};
type TItem = { id: string; title: string; state: string; voted: boolean };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const db = () => t.platform.database.db;

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);

const settings = (extra: Record<string, unknown> = {}) => ({
  title: `测试投票${seq++}`,
  options: [{ text: '甲' }, { text: '乙' }, { text: '丙' }],
  multiple: false,
  anonymous: false,
  perDay: 0,
  opensAt: now() - 60,
  closesAt: now() + 3600,
  results: 'voted',
  all: true,
  ...extra,
});
/** A new vote of the north site, answered as the console reads it. */
async function newVote(extra: Record<string, unknown> = {}) {
  const saved = await ask('/vote/api/manage/save', c.admin, settings(extra));
  expect(saved.e, saved.m).toBe(0);
  const detail = await ask('/vote/api/manage/detail', c.admin, { id: saved.d.id as string });
  return detail.d as unknown as TDetail & { options: TOption[] };
}
const cast = (id: string, picks: string[], cookie = c.student, requestId = key(), host: string = HOSTS.north) =>
  ask('/vote/api/cast', cookie, { id, picks, requestId }, host);
const detail = async (id: string, cookie = c.student) => (await ask('/vote/api/detail', cookie, { id })).d as unknown as TDetail;
const counts = async (id: string) => ((await ask('/vote/api/manage/detail', c.admin, { id })).d.options as TOption[]).map((o) => o.count);
const marks = (voteId: string) => db().selectFrom('vote_marks').selectAll().where('vote_id', '=', voteId).execute();
const ballotRows = (voteId: string) => db().selectFrom('vote_ballots').selectAll().where('vote_id', '=', voteId).execute();
const myList = async (cookie = c.student, host: string = HOSTS.north) =>
  (await ask('/vote/api/list', cookie, { size: 50 }, host)).d.list as TItem[];

describe('the demo', () => {
  it('offers each site an open named vote, an open anonymous one and a closed one with its results', async () => {
    for (const [cookie, host] of [
      [c.student, HOSTS.north],
      [c.southStudent, HOSTS.south],
    ] as const) {
      const list = await myList(cookie, host);
      const byTitle = new Map(list.map((v) => [v.title, v]));
      expect(byTitle.get('最受欢迎社团评选')?.state, host).toBe('open');
      expect(byTitle.get('食堂菜品满意度调查')?.state, host).toBe('open');
      const closed = byTitle.get('校园十佳歌手决赛')!;
      expect(closed.state).toBe('closed');
      const seen = (await ask('/vote/api/detail', cookie, { id: closed.id }, host)).d as unknown as TDetail;
      expect(seen).toMatchObject({ shown: true, ballots: 444, canVote: false });
      expect(seen.options.map((o) => o.count)).toEqual([128, 96, 143, 77]);
    }
  });
});

describe('casting', () => {
  it('counts a vote, then shows the results to the voter, the ballot to the console and in the Excel file', async () => {
    const vote = await newVote();
    const before = await detail(vote.id);
    expect(before).toMatchObject({ state: 'open', shown: false, canVote: true, voted: false, ballots: 0 });
    expect(before.options.map((o) => o.count)).toEqual([-1, -1, -1]);

    const sent = await cast(vote.id, [vote.options[1]!.id]);
    expect(sent.e, sent.m).toBe(0);
    const after = await detail(vote.id);
    expect(after).toMatchObject({ shown: true, ballots: 1, canVote: false, voted: true, myPicks: [vote.options[1]!.id] });
    expect(after.options.map((o) => [o.count, o.percent])).toEqual([
      [0, 0],
      [1, 100],
      [0, 0],
    ]);
    expect((await myList()).find((v) => v.id === vote.id)).toMatchObject({ voted: true, state: 'open' });

    const managed = (await ask('/vote/api/manage/list', c.admin, { keyword: '测试投票', size: 50 })).d.list as {
      id: string;
      ballots: number;
      leaders: string[];
    }[];
    expect(managed.find((v) => v.id === vote.id)).toMatchObject({ ballots: 1, leaders: ['乙'] });
    const ballots = await ask('/vote/api/manage/ballots', c.admin, { id: vote.id });
    expect(ballots.d).toMatchObject({ total: 1, list: [{ name: '学生演示账号', picks: ['乙'] }] });

    const file = await call(t.app, { url: `/vote/api/manage/export?id=${vote.id}`, cookie: c.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('names every option tied for the lead in the console, in the vote’s order', async () => {
    const vote = await newVote();
    const leaders = async () =>
      ((await ask('/vote/api/manage/list', c.admin, { keyword: '测试投票', size: 50 })).d.list as { id: string; leaders: string[] }[]).find((v) => v.id === vote.id)?.leaders;
    expect(await leaders()).toEqual([]);
    expect((await cast(vote.id, [vote.options[2]!.id])).e).toBe(0);
    expect((await cast(vote.id, [vote.options[0]!.id], c.other)).e).toBe(0);
    expect(await leaders()).toEqual([vote.options[0]!.text, vote.options[2]!.text]);
  });

  it('counts 20 parallel votes of one person once, and refuses the rest in Chinese', async () => {
    const vote = await newVote();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cast(vote.id, [vote.options[0]!.id], c.teacher)));
    expect(answers.filter((a) => a.e === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.e !== 0))
      expect(refused).toMatchObject({ e: 1, m: '你已经投过票了', d: { reason: 'vote.already-voted' } });
    expect(await counts(vote.id)).toEqual([1, 0, 0]);
    expect(await marks(vote.id)).toHaveLength(1);
    expect(await ballotRows(vote.id)).toHaveLength(1);
  });

  it('answers a retried request as done once more, alone or in parallel, and counts it once', async () => {
    const vote = await newVote({ multiple: true, minPicks: 1, maxPicks: 2 });
    const requestId = key();
    const picks = [vote.options[0]!.id, vote.options[2]!.id];
    expect((await cast(vote.id, picks, c.other, requestId)).e).toBe(0);
    const retries = await Promise.all(Array.from({ length: 4 }, () => cast(vote.id, picks, c.other, requestId)));
    expect(retries.map((r) => r.e)).toEqual([0, 0, 0, 0]);
    expect(await counts(vote.id)).toEqual([1, 0, 1]);
    expect(await cast(vote.id, picks, c.other)).toMatchObject({ e: 1, m: '你已经投过票了' });
  });

  it('lets a person vote once a day on a vote limited per day, again the next day', async () => {
    const vote = await newVote({ perDay: 1 });
    expect((await cast(vote.id, [vote.options[0]!.id], c.other)).e).toBe(0);
    expect(await cast(vote.id, [vote.options[0]!.id], c.other)).toMatchObject({ e: 1, m: '你今天已经投过票了，明天再来吧' });
    expect(await detail(vote.id, c.other)).toMatchObject({ voted: true, canVote: false });

    // A day passes: today's mark becomes yesterday's.
    for (const table of ['vote_marks', 'vote_ballots'] as const)
      await db().updateTable(table).set({ period: '2020-01-01#1' }).where('vote_id', '=', vote.id).execute();
    expect(await detail(vote.id, c.other)).toMatchObject({ voted: false, canVote: true, shown: true });
    expect((await cast(vote.id, [vote.options[1]!.id], c.other)).e).toBe(0);
    expect(await counts(vote.id)).toEqual([1, 1, 0]);
    expect((await ask('/vote/api/manage/ballots', c.admin, { id: vote.id })).d.total).toBe(2);
  });

  it('keeps no link from a person to an option on an anonymous vote', async () => {
    const vote = await newVote({ anonymous: true, multiple: true, minPicks: 1, maxPicks: 2 });
    expect((await cast(vote.id, [vote.options[0]!.id, vote.options[1]!.id])).e).toBe(0);
    expect(await counts(vote.id)).toEqual([1, 1, 0]);
    expect(await ballotRows(vote.id)).toEqual([]);
    const [mark] = await marks(vote.id);
    expect(Object.keys(mark!).sort()).toEqual(['created', 'period', 'request_id', 'site_id', 'user_id', 'vote_id']);
    expect(Number(mark!.created)).toBe(0);
    expect(JSON.stringify(mark)).not.toMatch(new RegExp(vote.options.map((o) => o.id).join('|')));
    expect(await detail(vote.id)).toMatchObject({ voted: true, myPicks: [], shown: true });
    expect((await ask('/vote/api/manage/ballots', c.admin, { id: vote.id })).d).toEqual({ list: [], total: 0 });
  });

  it('hides the results until the vote closes when so set', async () => {
    const vote = await newVote({ results: 'closed' });
    expect((await cast(vote.id, [vote.options[2]!.id])).e).toBe(0);
    const voted = await detail(vote.id);
    expect(voted).toMatchObject({ voted: true, shown: false, ballots: 0 });
    expect(voted.options.every((o) => o.count === -1)).toBe(true);
    await db()
      .updateTable('vote_votes')
      .set({ closes_at: now() - 1 })
      .where('id', '=', vote.id)
      .execute();
    const closed = await detail(vote.id);
    expect(closed).toMatchObject({ state: 'closed', shown: true, ballots: 1, canVote: false });
    expect(closed.options.map((o) => o.count)).toEqual([0, 0, 1]);
    expect(await cast(vote.id, [vote.options[0]!.id], c.teacher)).toMatchObject({ e: 1, m: '投票已经结束' });
  });
});

describe('refusals', () => {
  it('refuses bad picks, votes outside the window or the audience, in Chinese, and writes nothing', async () => {
    const single = await newVote();
    const multiple = await newVote({ multiple: true, minPicks: 2, maxPicks: 2 });
    const ids = (v: TDetail) => v.options.map((o) => o.id);
    expect(await cast(single.id, ['nope'])).toMatchObject({ e: 1, m: '所选选项不存在，请刷新后重试' });
    expect(await cast(single.id, ids(single).slice(0, 2))).toMatchObject({ e: 1, m: '这是单选投票，只能选择一项' });
    expect(await cast(single.id, [ids(single)[0]!, ids(single)[0]!])).toMatchObject({ e: 1, m: '不能重复选择同一选项' });
    expect(await cast(single.id, [])).toMatchObject({ e: 10022 });
    expect(await cast(multiple.id, ids(multiple))).toMatchObject({ e: 1, m: '最多只能选择2项' });
    expect(await cast(multiple.id, ids(multiple).slice(0, 1))).toMatchObject({ e: 1, m: '请至少选择2项' });
    expect(await ask('/vote/api/cast', c.student, { id: single.id, picks: ids(single).slice(0, 1), requestId: 'x' })).toMatchObject({
      e: 10022,
    });

    const later = await newVote({ opensAt: now() + 3600, closesAt: now() + 7200 });
    expect(await cast(later.id, ids(later).slice(0, 1))).toMatchObject({
      e: 1,
      m: expect.stringMatching(/^投票尚未开始，\d{4}-\d{2}-\d{2} \d{2}:\d{2} 开始$/),
    });
    expect(await detail(later.id)).toMatchObject({ state: 'pending', canVote: false });

    const teachersOnly = await newVote({ all: false, people: ['teacher'] });
    expect(await cast(teachersOnly.id, ids(teachersOnly).slice(0, 1))).toMatchObject({ e: 10004 });
    expect((await ask('/vote/api/detail', c.student, { id: teachersOnly.id })).e).toBe(10004);
    expect((await myList()).map((v) => v.id)).not.toContain(teachersOnly.id);
    expect((await myList(c.teacher)).map((v) => v.id)).toContain(teachersOnly.id);

    for (const vote of [single, multiple, later, teachersOnly]) {
      expect(await counts(vote.id)).toEqual([0, 0, 0]);
      expect(await marks(vote.id)).toEqual([]);
      expect(await ballotRows(vote.id)).toEqual([]);
    }
  });

  it('checks a vote being set up, and keeps how it is cast once somebody has voted', async () => {
    const bad = async (extra: Record<string, unknown>) => ask('/vote/api/manage/save', c.admin, settings(extra));
    expect(await bad({ options: [{ text: '唯一' }] })).toMatchObject({ e: 10022, d: { errors: { options: '至少需要2个选项' } } });
    expect(await bad({ options: [{ text: '同' }, { text: '同' }] })).toMatchObject({
      e: 10022,
      d: { errors: { options: '选项内容不能重复' } },
    });
    expect(await bad({ closesAt: now() - 7200 })).toMatchObject({ e: 10022, d: { errors: { closesAt: '截止时间必须晚于开始时间' } } });
    expect(await bad({ multiple: true, minPicks: 1, maxPicks: 5 })).toMatchObject({
      e: 10022,
      d: { errors: { maxPicks: '最多选择数不能超过选项数' } },
    });
    expect(await bad({ all: false })).toMatchObject({ e: 10022, d: { errors: { all: '请选择参与投票的对象' } } });
    expect(await bad({ all: false, people: ['nobody'] })).toMatchObject({ e: 10022 });

    const vote = await newVote();
    expect((await cast(vote.id, [vote.options[0]!.id])).e).toBe(0);
    const kept = vote.options.map((o) => ({ id: o.id, text: o.text }));
    const edit = (extra: Record<string, unknown>) =>
      ask('/vote/api/manage/save', c.admin, settings({ id: vote.id, options: kept, ...extra }));
    expect(await edit({ options: kept.slice(0, 2) })).toMatchObject({ e: 1, m: expect.stringContaining('已有人投票') });
    expect(await edit({ anonymous: true })).toMatchObject({ e: 1 });
    expect((await edit({ title: '改过的标题', options: kept.map((o) => ({ ...o, text: `${o.text}（改）` })) })).e).toBe(0);
    expect(await counts(vote.id)).toEqual([1, 0, 0]);
    expect((await ask('/vote/api/manage/delete', c.admin, { id: vote.id })).e).toBe(0);
    expect(await marks(vote.id)).toEqual([]);
    expect((await ask('/vote/api/detail', c.student, { id: vote.id })).e).toBe(10004);
  });

  it('shows another site nothing of this one, by its host or by ids', async () => {
    const vote = await newVote();
    const option = vote.options[0]!.id;
    expect((await myList(c.southStudent, HOSTS.south)).map((v) => v.id)).not.toContain(vote.id);
    expect((await ask('/vote/api/detail', c.southStudent, { id: vote.id }, HOSTS.south)).e).toBe(10004);
    expect((await cast(vote.id, [option], c.southStudent, key(), HOSTS.south)).e).toBe(10004);
    expect((await ask('/vote/api/manage/detail', c.southAdmin, { id: vote.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/vote/api/manage/ballots', c.southAdmin, { id: vote.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/vote/api/manage/delete', c.southAdmin, { id: vote.id }, HOSTS.south)).e).toBe(10004);
    expect(
      ((await ask('/vote/api/manage/list', c.southAdmin, { size: 50 }, HOSTS.south)).d.list as TItem[]).map((v) => v.id),
    ).not.toContain(vote.id);
    expect((await ask('/vote/api/list', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect(await counts(vote.id)).toEqual([0, 0, 0]);
  });

  it('refuses the console calls to people who do not manage votes', async () => {
    const vote = await newVote();
    for (const [url, input] of [
      ['/vote/api/manage/list', {}],
      ['/vote/api/manage/detail', { id: vote.id }],
      ['/vote/api/manage/save', settings()],
      ['/vote/api/manage/delete', { id: vote.id }],
      ['/vote/api/manage/ballots', { id: vote.id }],
      ['/vote/api/manage/audience', {}],
    ] as const) {
      expect((await ask(url, c.student, input)).e, url).toBe(10003);
    }
    expect((await call(t.app, { url: `/vote/api/manage/export?id=${vote.id}`, cookie: c.student })).json()).toMatchObject({ e: 10003 });
  });

  it('slows down one person sending ballots too fast', async () => {
    const vote = await newVote();
    const answers: TBody[] = [];
    for (let i = 0; i < 32; i++) answers.push(await cast(vote.id, [vote.options[0]!.id], c.admin));
    expect(answers.at(-1)).toMatchObject({ e: 10029, m: '投票太频繁，请稍后再试' });
    expect(await counts(vote.id)).toEqual([1, 0, 0]);
  });
});
