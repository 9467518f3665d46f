import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay } from '@quad/platform/server/time';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { arrangementsKind } from './kind';

/** An exam every student of the site sits, `inDays` from the day the demo is seeded. */
interface TDemoExam {
  code: string;
  name: string;
  type: string;
  inDays: number;
  start: string;
  end: string;
  note?: string;
}

/** Some in the coming days (the countdown shows), one later today-ish, and two finished. */
const EXAMS: TDemoExam[] = [
  { code: 'PE1001', name: '体育理论', type: '结课', inDays: -12, start: '14:00', end: '15:30' },
  { code: 'HIS1002', name: '中国近现代史纲要', type: '期中', inDays: -4, start: '09:00', end: '11:00' },
  { code: 'MATH1101', name: '高等数学A（上）', type: '期末', inDays: 1, start: '09:00', end: '11:00', note: '可携带无存储功能的计算器' },
  { code: 'PHY1201', name: '大学物理', type: '期末', inDays: 3, start: '14:00', end: '16:00', note: '携带学生证和2B铅笔' },
  { code: 'ENG1301', name: '大学英语（一）', type: '期末', inDays: 6, start: '09:00', end: '11:00' },
  { code: 'CET4', name: '大学英语四级', type: '四级', inDays: 15, start: '09:00', end: '11:20', note: '凭准考证和身份证入场，提前30分钟到达' },
];

/** Per site: its campuses and teaching buildings (north has two campuses). */
const PLACES: Record<string, { campus: string; building: string }[]> = {
  north: [
    { campus: '北校区', building: '第一教学楼' },
    { campus: '南校区', building: '明德楼' },
  ],
  south: [{ campus: '主校区', building: '海韵教学楼' }],
  east: [{ campus: '主校区', building: '工程实训楼' }],
};

/** Students per room: seats 1…30. */
const ROOM_SIZE = 30;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** This term as schools write it: autumn term 1 (Aug–Jan), spring term 2. */
function termOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = month >= 8 ? year : year - 1;
  return `${first}-${first + 1}-${month >= 8 || month === 1 ? 1 : 2}`;
}

/**
 * This term's exams for `student` and the numbered students of the demo site (their class as the
 * school file names it), loaded as the arrangements' first version as an administrator's upload would.
 */
export async function seedExamDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const today = siteDay(site.settings.timeZone);
  const students = await siteDb
    .selectFrom('users')
    .innerJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.class_id'))
    .select(['users.username', 'users.realname', 'departments.name as className'])
    .where('users.type', '=', 'student')
    .orderBy('users.username')
    .execute();
  const places = PLACES[site.id] ?? PLACES.south!;
  const rows = EXAMS.flatMap((exam, e) =>
    students.map((s, i) => {
      // Each exam fills rooms in its own order, so a student's room and seat change from exam to exam.
      const seatNo = (i * (e + 3)) % students.length;
      const place = places[(e + i) % places.length]!;
      return {
        studentNo: s.username,
        name: s.realname,
        className: s.className,
        term: termOf(today),
        courseCode: exam.code,
        courseName: exam.name,
        examType: exam.type,
        date: shiftDay(today, exam.inDays),
        start: exam.start,
        end: exam.end,
        campus: place.campus,
        room: `${place.building}${100 * (e % 4 + 1) + Math.floor(seatNo / ROOM_SIZE) + 1}`,
        seat: String((seatNo % ROOM_SIZE) + 1),
        note: exam.note,
      };
    }),
  );
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const result = await loadDatasetRows(siteDb, arrangementsKind, rows, { source: 'upload', by: admin?.id ?? '' });
  if (!result.ok) throw new Error(`exam demo: ${result.message}`);
}
