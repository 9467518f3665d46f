import { describe, expect, it } from 'vitest';
import { HOSTS, serverForFile } from '@quad/server/test/harness';
import { code, courseKit, roundTwoTimes, slot } from './course-test-kit';

const t = serverForFile(['student', 'teacher', 'admin', 'southStudent', 'southAdmin']);
const { c } = t;
const { ask, newTerm, newOffering, drawTerm, select } = courseKit(t);

describe('the console', () => {
  it('edits a term and an offering, names the audience back, exports the roster, deletes what nobody selected', async () => {
    const termId = await newTerm(roundTwoTimes(), { all: false, people: ['student'] });
    expect((await ask('/course/api/manage/term', c.admin, { id: termId })).d).toMatchObject({
      all: false,
      people: ['student'],
      maxCredits: 250,
    });
    const id = await newOffering(termId, {
      name: '线性代数',
      code: 'la101',
      credits: 25,
      slots: [slot(1, 1, 2), slot(3, 3, 4, { parity: 'odd' })],
    });
    const spare = await newOffering(termId);
    await drawTerm(termId);
    // Outside the term's audience: the term is nobody's business.
    expect((await ask('/course/api/terms', c.teacher)).d.list).not.toContainEqual(expect.objectContaining({ id: termId }));
    expect((await ask('/course/api/offering', c.teacher, { id })).e).toBe(10004);
    expect((await select(id, c.student)).d).toMatchObject({ state: 'won' });

    const listed = (await ask('/course/api/manage/offerings', c.admin, { termId, keyword: 'LA1' })).d as { list: unknown[]; total: number };
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({
      title: '线性代数（LA101）',
      code: 'LA101',
      credits: 25,
      counts: { capacity: 30, won: 1 },
      drawn: true,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/course/api/manage/roster/export?id=${id}`,
      headers: { cookie: c.admin, host: HOSTS.north },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    expect(await ask('/course/api/manage/offering/delete', c.admin, { id })).toMatchObject({ e: 1, m: '已有学生预选或选课，不能删除' });
    expect(await ask('/course/api/manage/term/delete', c.admin, { id: termId })).toMatchObject({ e: 1, m: '请先删除该批次的全部课程' });
    expect((await ask('/course/api/manage/offering/delete', c.admin, { id: spare })).e).toBe(0);
    const items = await t.platform.database.db.selectFrom('reservation_items').select('ref').where('app', '=', 'course').execute();
    expect(items.map((i) => i.ref)).not.toContain(spare);
    const terms = (await ask('/course/api/manage/terms', c.admin, {})).d.list as { id: string; offerings: number; phase: string }[];
    expect(terms.find((x) => x.id === termId)).toMatchObject({ offerings: 1, phase: 'grab' });
  });

  it('imports completed courses all or nothing, naming each bad line', async () => {
    const course = code('C');
    const report = await ask('/course/api/manage/completed/import', c.admin, {
      text: `student,${course},2025秋\nnobody,${course},2025秋\nstudent,${course},2025秋\nstudent,坏代码,2025秋\nstudent,${course}`,
    });
    expect(report.d).toEqual({
      imported: 0,
      errors: [
        { line: 2, message: '学号不存在：nobody' },
        { line: 3, message: '与第1行重复' },
        { line: 4, message: '课程代码格式不正确：坏代码' },
        { line: 5, message: '每行应为：学号,课程代码,学期' },
      ],
    });
    expect((await ask('/course/api/manage/completed', c.admin, { keyword: course })).d.total).toBe(0);
    expect((await ask('/course/api/manage/completed/import', c.admin, { text: `student,${course.toLowerCase()},2025秋\n\n` })).d).toEqual({
      imported: 1,
      errors: [],
    });
    const listed = (await ask('/course/api/manage/completed', c.admin, { keyword: course })).d.list as {
      id: string;
      code: string;
      termLabel: string;
    }[];
    expect(listed).toEqual([expect.objectContaining({ code: course, termLabel: '2025秋' })]);
    expect((await ask('/course/api/manage/completed/delete', c.admin, { id: listed[0]!.id })).e).toBe(0);
    expect((await ask('/course/api/manage/completed', c.admin, { keyword: course })).d.total).toBe(0);
  });

  it('refuses the console to people without the permission', async () => {
    expect((await ask('/course/api/manage/terms', c.student, {})).e).toBe(10003);
    expect((await ask('/course/api/manage/completed/import', c.teacher, { text: 'student,CS101,2025秋' })).e).toBe(10003);
  });
});

describe('bad input', () => {
  it('is refused with a Chinese message naming what is wrong', async () => {
    const bad = async (url: string, input: Record<string, unknown>) => {
      const answer = await ask(url, c.admin, input);
      expect(answer.e).not.toBe(0);
      return { ...answer.d.errors };
    };
    expect(
      await bad('/course/api/manage/term/save', { name: '学期', maxCredits: 250, all: true, ...roundTwoTimes({ closesAt: 10 }) }),
    ).toMatchObject({ closesAt: '预选截止时间必须晚于开始时间' });
    const termId = await newTerm(roundTwoTimes());
    const offering = {
      termId,
      code: 'OK101',
      name: '课程',
      credits: 20,
      teacher: '王老师',
      place: '教一',
      category: 'elective',
      capacity: 10,
    };
    expect(Object.values(await bad('/course/api/manage/offering/save', { ...offering, slots: [slot(1, 3, 2)] }))).toContainEqual(
      expect.stringContaining('结束节次不能早于开始节次'),
    );
    expect(Object.values(await bad('/course/api/manage/offering/save', { ...offering, slots: [] }))).toContainEqual(
      expect.stringContaining('请设置上课时间'),
    );
    expect(
      Object.values(await bad('/course/api/manage/offering/save', { ...offering, code: '数学', slots: [slot(1, 1, 2)] })),
    ).toContainEqual(expect.stringContaining('课程代码只能是2到20位字母、数字或短横线'));
    const noRequest = await ask('/course/api/select', c.student, { id: 'abc' });
    expect(noRequest.e).not.toBe(0);
    expect(noRequest.m).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('another site', () => {
  it('sees nothing of this site’s terms, offerings, selections and completed courses, on every call', async () => {
    const termId = await newTerm(roundTwoTimes());
    const id = await newOffering(termId);
    await drawTerm(termId);
    const claimId = (await select(id, c.student)).d.id as string;
    const course = `S${termId.slice(-6).toUpperCase()}`;
    await ask('/course/api/manage/completed/import', c.admin, { text: `student,${course},2025秋` });
    const completed = ((await ask('/course/api/manage/completed', c.admin, { keyword: course })).d.list as { id: string }[])[0]!.id;
    const south = (url: string, input: Record<string, unknown>, cookie = c.southAdmin) => ask(url, cookie, input, HOSTS.south);
    expect((await south('/course/api/terms', {}, c.southStudent)).d.list).not.toContainEqual(expect.objectContaining({ id: termId }));
    for (const [url, input] of [
      ['/course/api/offerings', { termId }],
      ['/course/api/offering', { id }],
      ['/course/api/select', { id, requestId: 'south_request_1' }],
      ['/course/api/drop', { claimId }],
      ['/course/api/mine', { termId }],
    ] as const) {
      expect((await south(url, input, c.southStudent)).e, url).toBe(10004);
    }
    for (const [url, input] of [
      ['/course/api/manage/term', { id: termId }],
      ['/course/api/manage/term/delete', { id: termId }],
      ['/course/api/manage/offerings', { termId }],
      ['/course/api/manage/offering/delete', { id }],
      ['/course/api/manage/offering/draw', { id }],
      [
        '/course/api/manage/offering/save',
        {
          id,
          termId,
          code: 'X101',
          name: '越界',
          credits: 10,
          teacher: '某',
          place: '某',
          category: 'elective',
          capacity: 1,
          slots: [slot(1, 1, 2)],
        },
      ],
      ['/course/api/manage/term/save', { id: termId, name: '越界', maxCredits: 10, all: true, ...roundTwoTimes() }],
      ['/course/api/manage/completed/delete', { id: completed }],
    ] as const) {
      expect((await south(url, input)).e, url).toBe(10004);
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `/course/api/manage/roster/export?id=${id}`,
      headers: { cookie: c.southAdmin, host: HOSTS.south },
    });
    expect(file.headers['content-type']).not.toContain('spreadsheetml');
    expect(((await south('/course/api/manage/terms', {})).d.list as { id: string }[]).map((x) => x.id)).not.toContain(termId);
    expect((await south('/course/api/manage/completed', { keyword: course })).d.total).toBe(0);
    // A session of this site is nobody on the other.
    expect((await ask('/course/api/terms', c.student, {}, HOSTS.south)).e).toBe(10013);
    // This site's selection stands untouched.
    expect(((await ask('/course/api/offering', c.student, { id })).d as { mine: { state: string } }).mine.state).toBe('won');
  });
});
