import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText } from '@quad/contracts/fields';

/** The dataset kind the exam arrangements are (datasets engine): personal, scoped by class. */
export const ARRANGEMENTS_KIND = 'exam.arrangements';

/** The kinds of exam a school's file names (考试类型); anything else is refused with this list. */
export const EXAM_TYPES = ['期末', '期中', '补考', '缓考', '重修', '四级', '六级', '四六级', '结课', '其他'] as const;

/**
 * Where an exam stands on the site's clock: `upcoming` on a later day, `today` later today,
 * `ongoing` between its start and end, `finished` after its end.
 */
export const ZExamState = z.enum(['upcoming', 'today', 'ongoing', 'finished']);
export type TExamState = z.infer<typeof ZExamState>;

export const ZExam = z.object({
  /** The row's key in the dataset (学号+学期+课程代码+考试类型): the detail page's address. */
  key: z.string(),
  term: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  examType: z.string(),
  /** `YYYY-MM-DD` and `HH:MM`, as the school wrote them (the site's clock). */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** 1 (Monday) … 7 (Sunday). */
  weekday: z.number(),
  /** Unix seconds of the start and end in the site's time zone: the calendar file and the countdown. */
  startAt: z.number(),
  endAt: z.number(),
  campus: z.string(),
  room: z.string(),
  seat: z.string(),
  note: z.string(),
  state: ZExamState,
  /** Whole calendar days from today to the exam's day (0 today, negative once past). */
  daysLeft: z.number(),
});
export type TExam = z.infer<typeof ZExam>;

export const ZMyExams = z.object({
  /** Not finished first, soonest first; then finished ones, latest first. */
  list: z.array(ZExam),
  /** The site's today (`YYYY-MM-DD`), for the calendar strip and the week grouping. */
  today: z.string(),
  /** When the arrangements in use were loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load failed after it: the page says the data may be out of date. */
  failed: z.boolean(),
});
export type TMyExams = z.infer<typeof ZMyExams>;

export const listMyExams = signedIn.get('/exam/wap/exam/mine', '我的考试：本人的考试安排（时间、校区、考场、座位），未结束的在前并带倒计时状态', {
  output: ZMyExams,
});

/** Staff holding exam → manage (counselors for their classes, administrators for the site). */
const staff = callsFor({ app: 'exam', module: 'manage' });

export const ZSessionStudent = z.object({
  studentNo: z.string(),
  name: z.string(),
  className: z.string(),
  room: z.string(),
  seat: z.string(),
});

/** One exam session: a course's exam of one type at one time, with the students of the viewer's scope in it. */
export const ZExamSession = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  examType: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  campus: z.string(),
  /** The rooms used, in order. */
  rooms: z.array(z.string()),
  count: z.number(),
  finished: z.boolean(),
  students: z.array(ZSessionStudent),
});
export type TExamSession = z.infer<typeof ZExamSession>;

export const ZStaffExams = z.object({
  sessions: z.array(ZExamSession),
  /** The classes and courses within the viewer's scope (before the filters), for the filter menus. */
  classes: z.array(z.string()),
  courses: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Students' exams answered (after the filters). */
  total: z.number(),
  updatedAt: z.number(),
  failed: z.boolean(),
});
export type TStaffExams = z.infer<typeof ZStaffExams>;

export const listStaffExams = staff.get('/exam/api/sessions', '考试安排总览：本人管辖班级学生的考试，按场次汇总人数；可按班级、课程筛选', {
  input: z.object({
    className: optionalText('班级', 60),
    courseCode: optionalText('课程代码', 40),
  }),
  output: ZStaffExams,
});
