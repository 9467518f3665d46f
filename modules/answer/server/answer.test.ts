import { describe, expect, it } from 'vitest';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TQuestion = { id: string; kind: string; text: string; options: { key: string; text: string }[]; points: number };
type TPaper = { attemptId: string; deadline: number; started: number; questions: TQuestion[] };
type TRankEntry = { rank: number; name: string; score: number; used: number; mine: boolean };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);
const db = () => t.platform.database.db;

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);

/** One question of each kind, each with its own points, so a score says which ones counted. */
const BANK = [
  { kind: 'single', text: '火警电话是？', options: ['110', '119', '120'], answer: ['B'], points: 1 },
  { kind: 'multiple', text: '逃生时正确的做法？', options: ['湿毛巾捂口鼻', '乘电梯', '低姿前进'], answer: ['A', 'C'], points: 2 },
  { kind: 'judge', text: '火灾时可以乘电梯。', answer: ['F'], points: 4 },
  { kind: 'fill', text: '急救电话是（ ）。', answer: ['120', '一二零'], points: 8, explanation: '记住 120' },
];
const textOf = (q: { text: string }) => BANK.find((b) => b.text === q.text)!;

const settings = (extra: Record<string, unknown> = {}) => ({
  title: `测试答题${seq++}`,
  opensAt: now() - 60,
  closesAt: now() + 3600,
  timeLimit: 10,
  attemptsAllowed: 2,
  passMark: 8,
  review: 'submitted',
  questions: BANK,
  all: true,
  ...extra,
});
async function newQuiz(extra: Record<string, unknown> = {}) {
  const saved = await ask('/answer/api/manage/save', c.admin, settings(extra));
  expect(saved.e, saved.m).toBe(0);
  return saved.d.id as string;
}
const start = async (id: string, cookie = c.student, requestId = key(), host: string = HOSTS.north) =>
  ask('/answer/api/start', cookie, { id, requestId }, host);
const paperOf = async (id: string, cookie = c.student) => {
  const started = await start(id, cookie);
  expect(started.e, started.m).toBe(0);
  return started.d as unknown as TPaper;
};
const submit = (attemptId: string, answers: Record<string, string[]>, cookie = c.student) =>
  ask('/answer/api/submit', cookie, { attemptId, answers });
/** The right answers of a paper, looked up in the bank the test wrote (the paper never carries them). */
const rightAnswers = (paper: TPaper) =>
  Object.fromEntries(paper.questions.map((q) => [q.id, textOf(q).kind === 'fill' ? ['  一二零 '] : textOf(q).answer]));
const attempts = (quizId: string) => db().selectFrom('answer_attempts').selectAll().where('quiz_id', '=', quizId).execute();

describe('the demo', () => {
  it('offers each site an open 安全知识竞赛 of 10 drawn questions', async () => {
    for (const [cookie, host] of [
      [c.student, HOSTS.north],
      [c.southStudent, HOSTS.south],
    ] as const) {
      const list = (await ask('/answer/api/list', cookie, {}, host)).d.list as { title: string; state: string; questions: number }[];
      expect(
        list.find((q) => q.title === '安全知识竞赛'),
        host,
      ).toMatchObject({ state: 'open', questions: 10 });
    }
  });
});

describe('answering', () => {
  it('draws the paper without its answers, scores each kind of question, and reviews it', async () => {
    const id = await newQuiz();
    const started = await start(id);
    expect(started.e, started.m).toBe(0);
    const paper = started.d as unknown as TPaper;
    expect(paper.questions).toHaveLength(4);
    expect(paper.deadline - paper.started).toBe(600);
    const sent = JSON.stringify(started.d);
    for (const word of ['answer', 'correct', 'explanation', '一二零', '记住']) expect(sent).not.toContain(word);
    expect(paper.questions.find((q) => q.kind === 'judge')?.options).toEqual([
      { key: 'T', text: '正确' },
      { key: 'F', text: '错误' },
    ]);

    const result = await submit(paper.attemptId, rightAnswers(paper));
    expect(result).toMatchObject({ e: 0, d: { score: 15, fullMarks: 15, passed: true } });

    const record = (await ask('/answer/api/record', c.student, { id: paper.attemptId })).d as {
      state: string;
      score: number;
      reviewShown: boolean;
      questions: { kind: string; right: boolean; got: number; correct: string[]; explanation: string }[];
    };
    expect(record).toMatchObject({ state: 'submitted', score: 15, reviewShown: true });
    expect(record.questions.every((q) => q.right)).toBe(true);
    expect(record.questions.find((q) => q.kind === 'fill')).toMatchObject({ got: 8, correct: ['120', '一二零'], explanation: '记住 120' });
  });

  it('gives no points for a wrong pick, part of a multiple choice or an unaccepted text', async () => {
    const id = await newQuiz();
    const paper = await paperOf(id, c.teacher);
    const wrong = Object.fromEntries(
      paper.questions.map((q) => {
        const kind = textOf(q).kind;
        return [q.id, kind === 'single' ? ['A'] : kind === 'multiple' ? ['A'] : kind === 'judge' ? ['T'] : ['110']];
      }),
    );
    expect(await submit(paper.attemptId, wrong, c.teacher)).toMatchObject({ e: 0, d: { score: 0, fullMarks: 15, passed: false } });
    // Only the multiple choice, with all its keys and nothing else, scores in a second attempt.
    const second = await paperOf(id, c.teacher);
    const multiple = second.questions.find((q) => q.kind === 'multiple')!;
    expect(await submit(second.attemptId, { [multiple.id]: ['C', 'A'] }, c.teacher)).toMatchObject({ e: 0, d: { score: 2 } });
    // A retried hand-in answers the first result.
    expect(await submit(second.attemptId, rightAnswers(second), c.teacher)).toMatchObject({ e: 0, d: { score: 2 } });
  });

  it('refuses a quiz submitted after its time limit, and keeps the attempt as 超时', async () => {
    const id = await newQuiz();
    const paper = await paperOf(id);
    // Eleven minutes ago: past the ten minutes allowed and the grace of a few seconds.
    await db()
      .updateTable('answer_attempts')
      .set({ started: now() - 660 })
      .where('id', '=', paper.attemptId)
      .execute();
    const late = await submit(paper.attemptId, rightAnswers(paper));
    expect(late).toMatchObject({ e: 1, m: '已超过答题时限，本次答卷未被接受（记为超时）', d: { reason: 'answer.late' } });
    const [row] = await attempts(id);
    expect(row).toMatchObject({ state: 'late', score: 0 });
    expect((await ask('/answer/api/record', c.student, { id: paper.attemptId })).d).toMatchObject({ state: 'late', score: 0 });

    // Within the grace a hand-in still counts.
    const next = await paperOf(id);
    await db()
      .updateTable('answer_attempts')
      .set({ started: now() - 605 })
      .where('id', '=', next.attemptId)
      .execute();
    expect((await submit(next.attemptId, rightAnswers(next))).e).toBe(0);
  });

  it('holds the correct answers back until closing when so set', async () => {
    const id = await newQuiz({ review: 'closed' });
    const paper = await paperOf(id, c.other);
    expect((await submit(paper.attemptId, rightAnswers(paper), c.other)).e).toBe(0);
    const held = (await ask('/answer/api/record', c.other, { id: paper.attemptId })).d as {
      reviewShown: boolean;
      questions: { correct: string[]; got: number }[];
    };
    expect(held.reviewShown).toBe(false);
    expect(held.questions.every((q) => q.correct.length === 0 && q.got === -1)).toBe(true);
  });
});

describe('attempts', () => {
  it('stops at the attempts limit, goes on with a running attempt, and lists my attempts', async () => {
    const id = await newQuiz({ attemptsAllowed: 1 });
    const paper = await paperOf(id, c.other);
    expect((await paperOf(id, c.other)).attemptId).toBe(paper.attemptId);
    expect((await ask('/answer/api/detail', c.other, { id })).d).toMatchObject({ openAttempt: paper.attemptId, canStart: true });
    expect((await submit(paper.attemptId, {}, c.other)).e).toBe(0);
    expect(await start(id, c.other)).toMatchObject({
      e: 1,
      m: '每人最多可答1次，你的答题次数已用完',
      d: { reason: 'answer.no-attempts-left' },
    });
    expect((await ask('/answer/api/detail', c.other, { id })).d).toMatchObject({
      canStart: false,
      blocked: '你的答题次数已用完',
      attemptsUsed: 1,
    });
    const history = (await ask('/answer/api/history', c.other, { quizId: id })).d;
    expect(history).toMatchObject({ total: 1, list: [{ id: paper.attemptId, state: 'submitted', score: 0 }] });
  });

  it('starts one attempt for parallel starts with one request id', async () => {
    const id = await newQuiz();
    const requestId = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(id, c.teacher, requestId)));
    expect(answers.map((a) => a.e)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => a.d.attemptId)).size).toBe(1);
    expect(await attempts(id)).toHaveLength(1);
    // Parallel starts with different ids are still one attempt: the running one.
    const more = await Promise.all(Array.from({ length: 5 }, () => start(id, c.teacher)));
    expect(new Set(more.map((a) => a.d.attemptId))).toEqual(new Set([answers[0]!.d.attemptId]));
    expect(await attempts(id)).toHaveLength(1);
  });

  it('draws N of the bank per attempt, a paper the review shows again', async () => {
    const id = await newQuiz({ draw: 2 });
    const paper = await paperOf(id);
    expect(paper.questions).toHaveLength(2);
    expect((await submit(paper.attemptId, {})).e).toBe(0);
    const record = (await ask('/answer/api/record', c.student, { id: paper.attemptId })).d as { questions: { id: string }[] };
    expect(record.questions.map((q) => q.id)).toEqual(paper.questions.map((q) => q.id));
  });
});

describe('ranking', () => {
  it('ranks best scores, then time used, masking everybody else', async () => {
    const id = await newQuiz();
    const take = async (cookie: string, right: boolean, used: number) => {
      const paper = await paperOf(id, cookie);
      expect((await submit(paper.attemptId, right ? rightAnswers(paper) : {}, cookie)).e).toBe(0);
      await db()
        .updateTable('answer_attempts')
        .set((eb) => ({ started: eb('submitted', '-', used) }))
        .where('id', '=', paper.attemptId)
        .execute();
    };
    await take(c.teacher, true, 300);
    await take(c.student, true, 120);
    await take(c.other, false, 30);
    await take(c.other, true, 500);
    const ranking = (await ask('/answer/api/ranking', c.student, { id })).d as { list: TRankEntry[]; me: TRankEntry; people: number };
    expect(ranking.people).toBe(3);
    expect(ranking.list.map((r) => [r.rank, r.score, r.used, r.mine])).toEqual([
      [1, 15, 120, true],
      [2, 15, 300, false],
      [3, 15, 500, false],
    ]);
    expect(ranking.list[0]!.name).toBe('学生演示账号');
    expect(ranking.list[1]!.name).toMatch(/^.\*+$/);
    expect(ranking.me).toMatchObject({ rank: 1, mine: true });
  });
});

describe('refusals', () => {
  it('keeps a quiz from people outside its audience', async () => {
    const id = await newQuiz({ all: false, people: ['teacher'] });
    expect((await start(id)).e).toBe(10004);
    expect((await ask('/answer/api/detail', c.student, { id })).e).toBe(10004);
    expect((await ask('/answer/api/ranking', c.student, { id })).e).toBe(10004);
    expect(((await ask('/answer/api/list', c.student, { size: 50 })).d.list as { id: string }[]).map((q) => q.id)).not.toContain(id);
    expect((await start(id, c.teacher)).e).toBe(0);
  });

  it('shows another site nothing of this one, by its host or by ids', async () => {
    const id = await newQuiz();
    const paper = await paperOf(id);
    expect((await ask('/answer/api/list', c.student, {}, HOSTS.south)).e).toBe(10013);
    const south = (url: string, input: Record<string, unknown>, cookie = c.southStudent) => ask(url, cookie, input, HOSTS.south);
    expect(((await south('/answer/api/list', { size: 50 })).d.list as { id: string }[]).map((q) => q.id)).not.toContain(id);
    expect((await south('/answer/api/detail', { id })).e).toBe(10004);
    expect((await south('/answer/api/start', { id, requestId: key() })).e).toBe(10004);
    expect((await south('/answer/api/submit', { attemptId: paper.attemptId, answers: {} })).e).toBe(10004);
    expect((await south('/answer/api/record', { id: paper.attemptId })).e).toBe(10004);
    expect((await south('/answer/api/ranking', { id })).e).toBe(10004);
    expect((await south('/answer/api/manage/detail', { id }, c.southAdmin)).e).toBe(10004);
    expect((await south('/answer/api/manage/attempts', { id }, c.southAdmin)).e).toBe(10004);
    expect((await south('/answer/api/manage/delete', { id }, c.southAdmin)).e).toBe(10004);
    // Somebody else's attempt on the same site is not mine either.
    expect((await ask('/answer/api/record', c.teacher, { id: paper.attemptId })).e).toBe(10004);
    expect(await attempts(id)).toHaveLength(1);
  });

  it('refuses bad answers and bad settings in Chinese', async () => {
    const id = await newQuiz();
    const paper = await paperOf(id);
    const single = paper.questions.find((q) => q.kind === 'single')!;
    expect(await submit(paper.attemptId, { nope: ['A'] })).toMatchObject({ e: 1, m: '答案中有不属于本次试卷的题目，请刷新后重试' });
    expect(await submit(paper.attemptId, { [single.id]: ['Z'] })).toMatchObject({ e: 1, m: '所选选项不存在，请刷新后重试' });
    expect(await submit(paper.attemptId, { [single.id]: ['A', 'B'] })).toMatchObject({ e: 1, m: '单选题和判断题只能选择一项' });
    expect(await ask('/answer/api/submit', c.student, { attemptId: paper.attemptId, answers: 'x' })).toMatchObject({ e: 10022 });
    expect((await start(id, c.student, 'x')).e).toBe(10022);

    const bad = (extra: Record<string, unknown>) => ask('/answer/api/manage/save', c.admin, settings(extra));
    expect(await bad({ questions: [] })).toMatchObject({ e: 10022, d: { errors: { questions: '请至少添加1道题目' } } });
    expect(await bad({ draw: 9 })).toMatchObject({ e: 10022, d: { errors: { draw: '每次抽题数不能超过题库的题数' } } });
    expect(await bad({ closesAt: now() - 7200 })).toMatchObject({ e: 10022, d: { errors: { closesAt: '结束时间必须晚于开始时间' } } });
    expect(await bad({ questions: [{ kind: 'single', text: '题', options: ['甲', '乙'], answer: ['A', 'B'] }] })).toMatchObject({
      e: 10022,
      d: { errors: { questions: '第1题：单选题只能有一个正确答案' } },
    });
    expect(await bad({ questions: [{ kind: 'fill', text: '题', answer: [] }] })).toMatchObject({
      e: 10022,
      d: { errors: { questions: '第1题：请填写至少一个正确答案' } },
    });
    expect(await bad({ timeLimit: 0 })).toMatchObject({ e: 10022, m: expect.stringMatching(/[\u4e00-\u9fa5]/) });

    const later = await newQuiz({ opensAt: now() + 3600, closesAt: now() + 7200 });
    expect(await start(later)).toMatchObject({ e: 1, m: expect.stringMatching(/^答题尚未开始，\d{4}-\d{2}-\d{2} \d{2}:\d{2} 开始$/) });
    // Once started, the bank's scoring stays; the wording may change.
    const locked = (await ask('/answer/api/manage/detail', c.admin, { id })).d as { questions: Record<string, unknown>[] };
    expect(await ask('/answer/api/manage/save', c.admin, settings({ id, questions: locked.questions.slice(0, 2) }))).toMatchObject({
      e: 1,
      m: expect.stringContaining('已有人答题'),
    });
    const reworded = locked.questions.map((q) => ({ ...q, text: `${String(q.text)}（改）` }));
    expect((await ask('/answer/api/manage/save', c.admin, settings({ id, questions: reworded }))).e).toBe(0);
  });

  it('refuses the console calls to people who do not manage quizzes, and deletes with the attempts', async () => {
    const id = await newQuiz();
    await paperOf(id);
    for (const [url, input] of [
      ['/answer/api/manage/list', {}],
      ['/answer/api/manage/detail', { id }],
      ['/answer/api/manage/save', settings()],
      ['/answer/api/manage/delete', { id }],
      ['/answer/api/manage/attempts', { id }],
      ['/answer/api/manage/audience', {}],
    ] as const) {
      expect((await ask(url, c.student, input)).e, url).toBe(10003);
    }
    const results = await ask('/answer/api/manage/attempts', c.admin, { id });
    expect(results.d).toMatchObject({ total: 1, list: [{ name: '学生演示账号', state: 'open' }] });
    const file = await call(t.app, { url: `/answer/api/manage/export?id=${id}`, cookie: c.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await call(t.app, { url: `/answer/api/manage/export?id=${id}`, cookie: c.student })).json()).toMatchObject({ e: 10003 });
    expect((await ask('/answer/api/manage/delete', c.admin, { id })).e).toBe(0);
    expect(await attempts(id)).toEqual([]);
  });
});
