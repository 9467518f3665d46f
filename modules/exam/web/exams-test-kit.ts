import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import type { TExam, TMyExams } from '../contract';

const TODAY = '2026-12-01';

/** An exam as the server answers it, on `date` (TODAY is a Tuesday): its weekday and days left follow from it. */
export function exam(over: Partial<TExam> & { courseName: string; date: string }): TExam {
  const startAt = Date.parse(`${over.date}T${over.start ?? '09:00'}:00+08:00`) / 1000;
  return {
    key: JSON.stringify(['student', '2026-2027-1', over.courseCode ?? over.courseName, over.examType ?? '期末']),
    term: '2026-2027-1',
    courseCode: over.courseName,
    examType: '期末',
    start: '09:00',
    end: '11:00',
    weekday: ((new Date(`${over.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
    startAt,
    endAt: startAt + 7200,
    campus: '北校区',
    room: '第一教学楼101',
    seat: '12',
    note: '',
    state: 'upcoming',
    daysLeft: Math.round((Date.parse(`${over.date}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000),
    ...over,
  };
}

/** A term's exams: one on now, one later today, tomorrow's, one in 3 days, one in two weeks, two finished. */
export const EXAMS: TExam[] = [
  exam({ courseName: '线性代数', date: TODAY, start: '08:00', end: '10:00', state: 'ongoing' }),
  exam({ courseName: '大学物理', date: TODAY, start: '14:00', end: '16:00', state: 'today', room: '明德楼203', seat: '5', note: '携带学生证' }),
  exam({ courseName: '高等数学', date: '2026-12-02', note: '可携带计算器' }),
  exam({ courseName: '大学英语', date: '2026-12-04', campus: '南校区', room: '外语楼301', seat: '' }),
  exam({ courseName: '大学英语四级', date: '2026-12-15', examType: '四级', start: '09:00', end: '11:20' }),
  exam({ courseName: '中国近现代史纲要', date: '2026-11-27', examType: '期中', state: 'finished' }),
  exam({ courseName: '体育理论', date: '2026-11-20', examType: '结课', state: 'finished' }),
];

/** Serves `/exam/wap/exam/mine` with these exams (or a refusal). */
export function serveExams(list: TExam[] = EXAMS, over: Partial<TMyExams> = {}) {
  const answer: TMyExams = { list, today: TODAY, updatedAt: 1_790_000_000, failed: false, ...over };
  return serveCalls({ '/exam/wap/exam/mine': () => answer });
}
