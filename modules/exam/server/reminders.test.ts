import { beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { arrangementsKind } from './kind';
import { REMIND_JOB, runExamReminders } from './reminders';

const t = serverForFile();
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');

/**
 * A Shanghai wall-clock moment far from today (the demo's exams are near today): UTC is 8 hours behind.
 * Before 2038: the job table's claim adds the clock to a 32-bit interval column on PostgreSQL.
 */
const at = (day: string, clock: string) => Date.parse(`${day}T${clock}:00+08:00`) / 1000;
const EVE = '2037-03-09';
const DAY = '2037-03-10';

const row = (studentNo: string, courseCode: string, start: string, end: string, room: string) => ({
  studentNo,
  name: '考生',
  className: '计科2401班',
  term: '2036-2037-2',
  courseCode,
  courseName: courseCode === 'M1' ? '高等数学' : '大学物理',
  examType: '期末',
  date: DAY,
  start,
  end,
  campus: '北校区',
  room,
  seat: '8',
});
const ROWS = [row('student', 'M1', '09:00', '11:00', '一教101'), row('student', 'P1', '14:00', '16:00', '一教202'), row('2024010002', 'M1', '09:00', '11:00', '一教101')];

async function load(rows: Record<string, unknown>[]) {
  const result = await loadDatasetRows(north(), arrangementsKind, rows, { source: 'api', by: 'u_test' });
  expect(result.ok, result.message).toBe(true);
}
/** The exam messages a round at `now` wrote on a site. */
const sentAt = (site: SiteDb, now: number) => site.selectFrom('messages').select(['user_id', 'title', 'body', 'link', 'read', 'visible_at']).where('app_key', '=', 'exam').where('created', '=', now).execute();
const userId = async (username: string) => (await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // The clock is the tests': the server's own poll would run the job at the real time.
  await t.app.jobs.stop();
  await load(ROWS);
});

describe('exam reminders', () => {
  it('remind each student the evening before, once, however many rounds and instances run', async () => {
    expect(await runExamReminders(north(), 'Asia/Shanghai', at(EVE, '12:00'))).toBe(0);
    const evening = at(EVE, '18:05');
    await t.app.jobs.run(REMIND_JOB, evening);
    const sent = await sentAt(north(), evening);
    expect(sent).toHaveLength(3);
    const student = await userId('student');
    const maths = sent.find((m) => m.user_id === student && m.title.includes('高等数学'))!;
    expect(maths).toMatchObject({ title: '明天考试：高等数学（期末）', body: '明天 09:00-11:00，北校区 一教101，座位号 8。请提前到达考场。' });
    expect(decodeURIComponent(maths.link)).toBe(`examManage/detail?key=${JSON.stringify(['student', '2036-2037-2', 'M1', '期末'])}`);
    // Two instances at once, a later round, a reload of the same file: nothing more.
    const later = at(EVE, '20:00');
    expect(await Promise.all([runExamReminders(north(), 'Asia/Shanghai', later), runExamReminders(north(), 'Asia/Shanghai', later)])).toEqual([0, 0]);
    await load(ROWS);
    await t.app.jobs.run(REMIND_JOB, at(EVE, '21:00'));
    expect(await sentAt(north(), at(EVE, '21:00'))).toEqual([]);
    // South's people hear nothing of north's exams.
    expect(await sentAt(south(), evening)).toEqual([]);
  });

  it('tells the student once when the room or time of an exam they were reminded of changes', async () => {
    await load([ROWS[0]!, row('student', 'P1', '15:00', '17:00', '二教305'), ROWS[2]!]);
    const now = at(EVE, '21:30');
    const [first, second] = await Promise.all([runExamReminders(north(), 'Asia/Shanghai', now), runExamReminders(north(), 'Asia/Shanghai', now)]);
    expect(first + second).toBe(1);
    const sent = await sentAt(north(), now);
    expect(sent).toMatchObject([
      {
        user_id: await userId('student'),
        title: '考试安排有变动：大学物理（期末）',
        body: '现为：2037-03-10（周二）15:00-17:00 北校区 二教305 座位号8。原为：2037-03-10（周二）14:00-16:00 北校区 一教202 座位号8。请以新安排为准。',
      },
    ]);
    await t.app.jobs.run(REMIND_JOB, at(EVE, '22:00'));
    expect(await sentAt(north(), at(EVE, '22:00'))).toEqual([]);
  });

  it('reminds again on the morning of the day, with the arrangement as it now is, and not once an exam has begun', async () => {
    const morning = at(DAY, '07:00');
    await t.app.jobs.run(REMIND_JOB, morning);
    const sent = await sentAt(north(), morning);
    expect(sent.map((m) => m.title).sort()).toEqual(['今天考试：大学物理（期末）', '今天考试：高等数学（期末）', '今天考试：高等数学（期末）']);
    expect(sent.find((m) => m.title.includes('大学物理'))!.body).toBe('今天 15:00-17:00，北校区 二教305，座位号 8。请提前到达考场。');
    await t.app.jobs.run(REMIND_JOB, at(DAY, '07:05'));
    expect(await sentAt(north(), at(DAY, '07:05'))).toEqual([]);
  });

  it("honours the student's do-not-disturb: a muted app's reminder arrives read, quiet hours hold it", async () => {
    const other = await userId('2024010002');
    const student = await userId('student');
    await north().insertInto('message_settings', { user_id: other, quiet_enabled: 0, quiet_start: 1320, quiet_end: 420, muted_apps: '["exam"]', updated: 0 }).execute();
    await north().insertInto('message_settings', { user_id: student, quiet_enabled: 1, quiet_start: 17 * 60, quiet_end: 7 * 60, muted_apps: '[]', updated: 0 }).execute();
    await load([{ ...ROWS[0]!, date: '2037-03-12' }, { ...ROWS[2]!, date: '2037-03-12' }]);
    const evening = at('2037-03-11', '18:00');
    await t.app.jobs.run(REMIND_JOB, evening);
    const sent = await sentAt(north(), evening);
    expect(sent.find((m) => m.user_id === other)).toMatchObject({ read: 1 });
    expect(sent.find((m) => m.user_id === student)!.visible_at).toBe(at('2037-03-12', '07:00'));
  });
});
