import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay } from '@quad/platform/server/time';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { addDays, DEFAULT_PERIODS, saveCalendar, weekdayOf } from './calendar';
import { enrollmentsKind, roomsKind, sectionsKind, teachingKind } from './kind';

/** Per site: its buildings (room prefix, name, campus). The north school has a second campus. */
const BUILDINGS: Record<string, [string, string, string][]> = {
  north: [['A', '第一教学楼', '北校区'], ['B', '第二教学楼', '北校区'], ['S', '实验楼', '北校区'], ['N', '南区教学楼', '南校区']],
  other: [['A', '第一教学楼', '主校区'], ['B', '第二教学楼', '主校区'], ['S', '实验楼', '主校区']],
};

const COURSES = [
  ['MATH1001', '高等数学A'], ['MATH1003', '线性代数'], ['PHYS1001', '大学物理'], ['ENGL1001', '大学英语'], ['CS1001', '程序设计基础'],
  ['CS2001', '数据结构'], ['CS2003', '计算机组成原理'], ['CS3001', '操作系统'], ['CS3003', '计算机网络'], ['CS3005', '数据库系统'],
  ['MARX1001', '马克思主义基本原理'], ['HIST1001', '中国近现代史纲要'], ['PE1001', '体育（篮球）'], ['MATH2001', '概率论与数理统计'], ['EE2001', '电路分析'],
  ['EE2003', '模拟电子技术'], ['ECON1001', '经济学原理'], ['MGMT1001', '管理学'], ['CHEM1001', '大学化学'], ['BIO1001', '生命科学导论'],
  ['ART1001', '艺术鉴赏'], ['LAW1001', '思想道德与法治'], ['CS3007', '软件工程'], ['CS3009', '编译原理'], ['MATH2003', '离散数学'],
  ['PHYS1003', '物理实验'], ['ENGL2001', '学术英语写作'], ['CS4001', '人工智能导论'], ['EE3001', '信号与系统'], ['STAT2001', '统计学'],
] as const;
const TEACHERS = ['王建国', '李晓梅', '张伟', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周强', '吴敏'];
const WEEKS = ['1-16', '1-16', '1-8', '9-16', '1-15单', '2-16双', '1-16', '3-14'];
/** Two-period blocks: mornings, afternoons, an evening. */
const STARTS = [1, 3, 5, 7, 9];

type TRoomDemo = { room: string; building: string; campus: string; seats: number; type: string };

function demoRooms(siteId: string): TRoomDemo[] {
  return (BUILDINGS[siteId] ?? BUILDINGS.other!).flatMap(([prefix, building, campus]) =>
    Array.from({ length: 20 }, (_, i) => {
      const floor = Math.floor(i / 5) + 1;
      const lab = prefix === 'S';
      return { room: `${prefix}${floor}${String((i % 5) + 1).padStart(2, '0')}`, building, campus, seats: lab ? 40 : [60, 90, 120, 200][i % 4]!, type: lab ? '实验室' : i % 3 === 2 ? '普通' : '多媒体' };
    }),
  );
}

/** Sixty sections of thirty courses, each meeting once or twice a week in a room no other meets in at that time. */
function demoSections(rooms: TRoomDemo[], term: string, teacherName: string) {
  const taken = new Set<string>();
  const placeIn = (weekday: number, from: number, seed: number) => {
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[(seed * 7 + k) % rooms.length]!;
      if (!taken.has(`${weekday}/${from}/${room.room}`)) {
        taken.add(`${weekday}/${from}/${room.room}`);
        return room;
      }
    }
    return rooms[0]!;
  };
  const rows = [];
  for (let i = 0; i < 60; i++) {
    const [code, course] = COURSES[i % COURSES.length]!;
    const section = `${code}-${String(Math.floor(i / COURSES.length) + 1).padStart(2, '0')}`;
    const meetings = i % 2 === 0 ? [(i % 5) + 1, ((i + 2) % 5) + 1] : [(i % 5) + 1];
    // The demo teacher's sections carry their name, the way the school's system would.
    const teacher = i % 7 === 0 ? teacherName : TEACHERS[i % TEACHERS.length]!;
    for (const [n, weekday] of meetings.entries()) {
      const from = STARTS[(i + n * 2) % 4]!;
      const room = placeIn(weekday, from, i + n);
      rows.push({ section, code, course, teacher, weekday, from, to: from + 1, weeks: WEEKS[i % WEEKS.length]!, campus: room.campus, building: room.building, room: room.room, term });
    }
  }
  // Evening electives on every day of the week, so the demo student has a class whatever day the demo runs.
  for (let weekday = 1; weekday <= 7; weekday++) {
    const room = placeIn(weekday, 9, 100 + weekday);
    rows.push({ section: `GE100${weekday}-01`, code: `GE100${weekday}`, course: ['大学生心理健康', '创新创业基础', '形势与政策', '中华诗词鉴赏', '摄影基础', '影视欣赏', '音乐鉴赏'][weekday - 1]!, teacher: TEACHERS[weekday]!, weekday, from: 9, to: 10, weeks: '1-18', campus: room.campus, building: room.building, room: room.room, term });
  }
  return rows;
}

/** The first `count` sections (and every evening elective) whose meetings never share a day and period. */
function clashFree(sections: { section: string; weekday: number; from: number }[], count: number): string[] {
  const chosen: string[] = [];
  const busy = new Set<string>();
  for (const id of new Set(sections.map((s) => s.section))) {
    const meetings = sections.filter((s) => s.section === id);
    const elective = id.startsWith('GE');
    if ((!elective && chosen.length >= count) || meetings.some((m) => busy.has(`${m.weekday}/${m.from}`))) continue;
    for (const m of meetings) busy.add(`${m.weekday}/${m.from}`);
    chosen.push(id);
  }
  return chosen;
}

/** A term name as Chinese universities write it, from its first Monday (autumn terms start in August–January's terms). */
function termName(start: string): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  if (month >= 8) return `${year}-${year + 1}学年第一学期`;
  if (month === 1) return `${year - 1}-${year}学年第一学期`;
  return `${year - 1}-${year}学年第二学期`;
}

/**
 * The demo timetable: a calendar whose current term began five weeks before this week (so 本周 is 第6周)
 * and the next term after a winter break, about eighty rooms, sixty sections plus seven evening electives,
 * the demo student's and every numbered student's enrollments, and the demo teacher's teaching.
 */
export async function seedTimetableDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const today = siteDay(site.settings.timeZone);
  const start = addDays(today, -(weekdayOf(today) - 1) - 35);
  const next = addDays(start, 18 * 7 + 5 * 7);
  const term = termName(start);
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const by = admin?.id ?? '';
  await saveCalendar(siteDb, by, { terms: [{ name: term, start, weeks: 18 }, { name: termName(next), start: next, weeks: 18 }], periods: DEFAULT_PERIODS });

  const people = await siteDb.selectFrom('users').select(['username', 'type', 'realname']).execute();
  const teacher = people.find((p) => p.username === 'teacher');
  const rooms = demoRooms(site.id);
  const sections = demoSections(rooms, term, teacher?.realname ?? '教师演示账号');
  const sectionIds = [...new Set(sections.map((s) => s.section))];
  const students = people.filter((p) => p.type === 'student' && p.username !== 'student').map((p) => p.username);
  const enrollments = [
    ...clashFree(sections, 10).map((section) => ({ student: 'student', section })),
    ...students.flatMap((student, k) => [...new Set(Array.from({ length: 8 }, (_, j) => sectionIds[(k * 3 + j * 7) % 60]!))].map((section) => ({ student, section }))),
  ];
  const teaching = teacher ? sectionIds.filter((_, i) => i % 7 === 0 && i < 60).map((section) => ({ teacher: 'teacher', section })) : [];

  for (const [kind, rows] of [
    [roomsKind.id, rooms],
    [sectionsKind.id, sections],
    [enrollmentsKind.id, enrollments],
    [teachingKind.id, teaching],
  ] as const) {
    const result = await loadDatasetRows(siteDb, kind, rows, { source: 'upload', by });
    if (!result.ok) throw new Error(`timetable demo ${kind}: ${result.message}`);
  }
}
