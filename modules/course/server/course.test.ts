import { describe, expect, it } from 'vitest';
import { drawDigest, drawOrder, drawResult, runDraw } from '@quad/reservation-engine/server';
import { serverForFile } from '@quad/server/test/harness';
import { courseKit, roundOneTimes, roundTwoTimes, slot, type TBody } from './course-test-kit';
import { selectOffering } from './service-select';

const t = serverForFile(['student', 'teacher', 'admin', 'other']);
const { c } = t;
const { ask, siteDb, newTerm, newOffering, itemOf, drawTerm, select } = courseKit(t);

type TCounts = { capacity: number; won: number; pending: number; waiting: number };
const counts = async (termId: string, id: string) =>
  ((await ask('/course/api/manage/offerings', c.admin, { termId })).d.list as { id: string; counts: TCounts }[]).find((o) => o.id === id)!
    .counts;
const refusal = (answer: TBody) => ({ e: answer.e, m: answer.m, reason: answer.d.reason });

describe('the demo', () => {
  it('is in round 2: my places, my place in a full course’s line, what I may not select yet', async () => {
    const terms = (await ask('/course/api/terms', c.student)).d.list as { id: string; name: string; phase: string; myCredits: number }[];
    const term = terms.find((x) => x.name === '2026-2027学年第二学期')!;
    expect(term).toMatchObject({ phase: 'grab', myCredits: 90 });
    const offerings = (await ask('/course/api/offerings', c.student, { termId: term.id })).d.list as {
      code: string;
      mine: { state: string; position: number } | null;
      remaining: number;
    }[];
    expect(offerings).toHaveLength(8);
    const mine = (code: string) => offerings.find((o) => o.code === code)!.mine;
    expect(mine('MA201')).toMatchObject({ state: 'won' });
    expect(mine('CS201')).toMatchObject({ state: 'won' });
    expect(mine('GE105')).toMatchObject({ state: 'waiting', position: 1 });
    expect(offerings.find((o) => o.code === 'GE105')!.remaining).toBe(0);
    const cs301 = offerings.find((o) => o.code === 'CS301') as unknown as { id: string };
    expect(refusal(await select(cs301.id, c.student))).toEqual({ e: 1, m: '需先修读：数据结构（CS201）', reason: 'course.prerequisite' });
  });
});

describe('the guard', () => {
  it('refuses a time conflict (weeks and parity counted), a second section, credits over the limit, a missing prerequisite', async () => {
    const termId = await newTerm(roundTwoTimes(), { maxCredits: 70 });
    const algebra = await newOffering(termId, { name: '高等数学', credits: 30, slots: [slot(1, 1, 2)] });
    const overlapping = await newOffering(termId, { name: '大学物理', slots: [slot(1, 2, 3, { weekFrom: 10, weekTo: 12 })] });
    const oddWeeks = await newOffering(termId, { name: '单周实验', credits: 10, slots: [slot(3, 1, 2, { parity: 'odd' })] });
    const evenWeeks = await newOffering(termId, { name: '双周实验', credits: 10, slots: [slot(3, 1, 2, { parity: 'even' })] });
    const sections = [
      await newOffering(termId, { code: 'SEC101', slots: [slot(5, 1, 2)] }),
      await newOffering(termId, { code: 'SEC101', teacher: '李老师', slots: [slot(5, 3, 4)] }),
    ];
    const heavy = await newOffering(termId, { name: '大型课程', credits: 25, slots: [slot(6, 1, 2)] });
    const advanced = await newOffering(termId, { name: '算法设计', prerequisites: ['PRE201', 'PRE999'], slots: [slot(7, 1, 2)] });
    await newOffering(termId, { code: 'PRE201', name: '数据结构', slots: [slot(7, 5, 6)] });
    await drawTerm(termId);

    expect((await select(algebra, c.student)).d).toMatchObject({ state: 'won' });
    expect(refusal(await select(overlapping, c.student))).toEqual({
      e: 1,
      m: '与《高等数学》上课时间冲突：周一 第1-2节',
      reason: 'course.conflict',
    });
    expect((await select(oddWeeks, c.student)).d).toMatchObject({ state: 'won' });
    // Odd and even weeks of the same periods never meet.
    expect((await select(evenWeeks, c.student)).d).toMatchObject({ state: 'won' });
    expect((await select(sections[0]!, c.student)).d).toMatchObject({ state: 'won' });
    expect(refusal(await select(sections[1]!, c.student))).toEqual({ e: 1, m: '已选该课程的其他教学班', reason: 'course.same-course' });
    expect(refusal(await select(heavy, c.student))).toEqual({
      e: 1,
      m: '超出学分上限：已选 7 学分，上限 7 学分，本课程 2.5 学分',
      reason: 'course.credits',
    });
    expect(refusal(await select(advanced, c.teacher))).toEqual({
      e: 1,
      m: '需先修读：数据结构（PRE201）、PRE999',
      reason: 'course.prerequisite',
    });

    const imported = await ask('/course/api/manage/completed/import', c.admin, { text: 'teacher,PRE201,2025秋\nteacher,PRE999,2025秋' });
    expect(imported.d).toEqual({ imported: 2, errors: [] });
    expect((await select(advanced, c.teacher)).d).toMatchObject({ state: 'won' });
    // A refused selection took nothing: the places are all still there.
    expect(await counts(termId, overlapping)).toEqual({ capacity: 30, won: 0, pending: 0, waiting: 0 });
  });

  it('gives one of two conflicting courses to each student’s parallel selections', async () => {
    const termId = await newTerm(roundTwoTimes());
    const first = await newOffering(termId, { slots: [slot(2, 1, 2)] });
    const second = await newOffering(termId, { slots: [slot(2, 2, 3)] });
    await drawTerm(termId);
    const answers = await Promise.all([select(first, c.other), select(second, c.other)]);
    expect(answers.map((a) => a.e).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.e === 1)!.d.reason).toBe('course.conflict');
    // Many students at once, each pressing both: every one of them holds exactly one.
    const students = Array.from({ length: 30 }, (_, i) => `pair${i}`);
    const outcomes = await Promise.all(
      students.map((userId, i) =>
        Promise.allSettled([first, second].map((id, j) => selectOffering(siteDb(), userId, { id, requestId: `pair_req_${i}_${j}` }))),
      ),
    );
    expect(outcomes.map((both) => both.filter((o) => o.status === 'fulfilled').length)).toEqual(students.map(() => 1));
  });

  it('gives exactly 20 places to 200 parallel selections of a 20-place course, and waitlists the rest', async () => {
    const termId = await newTerm(roundTwoTimes());
    const id = await newOffering(termId, { capacity: 20 });
    await drawTerm(termId);
    const students = Array.from({ length: 200 }, (_, i) => `crowd${i}`);
    const claims = await Promise.all(students.map((userId, i) => selectOffering(siteDb(), userId, { id, requestId: `crowd_req_${i}_x` })));
    expect(claims.filter((claim) => claim.state === 'won')).toHaveLength(20);
    expect(claims.filter((claim) => claim.state === 'waiting')).toHaveLength(180);
    expect(await counts(termId, id)).toEqual({ capacity: 20, won: 20, pending: 0, waiting: 180 });
  });
});

describe('the two rounds', () => {
  it('books preferences, draws them reproducibly from the seed, then one left out selects in round 2', async () => {
    const times = roundOneTimes();
    const termId = await newTerm(times);
    const id = await newOffering(termId, { capacity: 3 });
    const bookings = new Map<string, string>();
    for (const [name, cookie] of Object.entries({ student: c.student, teacher: c.teacher, admin: c.admin, other: c.other })) {
      const booked = await select(id, cookie);
      expect(booked.d, booked.m).toMatchObject({ state: 'pending' });
      bookings.set(booked.d.id as string, name);
    }
    expect(await counts(termId, id)).toEqual({ capacity: 3, won: 0, pending: 4, waiting: 0 });

    // Round 1 closes and the draw runs with a known seed (its job is due later, so it is this test's draw).
    const later = { drawAt: times.drawAt, grabUntil: times.grabUntil, dropUntil: times.dropUntil };
    const saved = await ask('/course/api/manage/term/save', c.admin, {
      id: termId,
      name: '抽签学期',
      maxCredits: 250,
      all: true,
      ...roundTwoTimes(later),
    });
    expect(saved.e, saved.m).toBe(0);
    const itemId = await itemOf(id);
    const result = await runDraw(siteDb(), itemId, 'course-draw-seed');
    const order = drawOrder('course-draw-seed', [...bookings.keys()]);
    expect(result).toMatchObject({ entrants: 4, winners: 3 });
    expect(result.digest).toBe(
      drawDigest(
        'course-draw-seed',
        order.map((claim, i) => ({ id: claim, won: i < 3 })),
      ),
    );
    expect((await ask('/course/api/manage/offering/draw', c.admin, { id })).d).toEqual(await drawResult(siteDb(), itemId));

    const cookieOf = (claimId: string) => c[bookings.get(claimId) as keyof typeof c];
    const [winner, , , leftOut] = order.map(cookieOf);
    const shown = (await ask('/course/api/offering', leftOut!, { id })).d as { mine: { state: string }; status: { phase: string } };
    expect(shown).toMatchObject({ mine: { state: 'lost' }, status: { phase: 'sold-out' } });
    // Full: the one left out joins the line; a winner drops and the place is theirs at once.
    expect((await select(id, leftOut!)).d).toMatchObject({ state: 'waiting', position: 1 });
    const winnerClaim = order[0]!;
    expect((await ask('/course/api/drop', winner!, { claimId: winnerClaim })).e).toBe(0);
    expect(((await ask('/course/api/offering', leftOut!, { id })).d as { mine: { state: string } }).mine.state).toBe('won');
  });

  it('promotes the first of the waitlist exactly once when places return, and refuses drops after the deadline', async () => {
    const termId = await newTerm(roundTwoTimes());
    const id = await newOffering(termId, { capacity: 1 });
    const sameTime = await newOffering(termId);
    await drawTerm(termId);
    const held = await select(id, c.student);
    expect((await select(id, c.teacher)).d).toMatchObject({ state: 'waiting', position: 1 });
    expect((await select(id, c.other)).d).toMatchObject({ state: 'waiting', position: 2 });
    // A place in line holds its time too: a promotion never meets a conflict.
    expect((await select(sameTime, c.other)).d.reason).toBe('course.conflict');
    const drops = await Promise.all([
      ask('/course/api/drop', c.student, { claimId: held.d.id }),
      ask('/course/api/drop', c.student, { claimId: held.d.id }),
    ]);
    expect(drops.map((d) => d.e).sort()).toEqual([0, 1]);
    expect(await counts(termId, id)).toEqual({ capacity: 1, won: 1, pending: 0, waiting: 1 });
    const mine = (await ask('/course/api/mine', c.teacher, { termId })).d as { list: { state: string; offering: { id: string } }[] };
    expect(mine.list).toEqual([expect.objectContaining({ state: 'won', offering: expect.objectContaining({ id }) })]);
    expect(((await ask('/course/api/offering', c.other, { id })).d as { mine: { position: number } }).mine.position).toBe(1);

    const late = await newTerm(roundTwoTimes({ dropUntil: Math.floor(Date.now() / 1000) - 3600 }));
    const course = await newOffering(late);
    await drawTerm(late);
    const taken = await select(course, c.student);
    expect(taken.d).toMatchObject({ state: 'won', cancellable: false });
    expect(await ask('/course/api/drop', c.student, { claimId: taken.d.id })).toMatchObject({ e: 1, m: '已过退课截止时间' });
  });
});
