import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { ENROLLMENTS_KIND, ROOMS_KIND, SECTIONS_KIND, TEACHING_KIND } from '../contract';
import { parseWeeks } from './weeks';

const wholeNumber = (title: string, min: number, max: number) =>
  z.preprocess(asCell, z.coerce.number({ error: `${title}必须是数字` }).int(`${title}必须是整数`).min(min, `${title}不能小于${min}`).max(max, `${title}不能大于${max}`)).describe(title);

/** 周次 is kept as written (the pages show it) and checked here, so a bad file is refused with its row. */
const weeksColumn = z
  .preprocess(asCell, z.string({ error: '请填写周次' }).trim().min(1, '请填写周次').max(60, '周次不能超过60个字'))
  .superRefine((text, ctx) => {
    const parsed = parseWeeks(text);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
  })
  .describe('周次');

export const sectionColumns = z
  .object({
    section: textColumn('教学班号', 60),
    code: optionalTextColumn('课程代码', 40),
    course: textColumn('课程名称', 80),
    teacher: optionalTextColumn('教师姓名', 60),
    weekday: wholeNumber('星期', 1, 7),
    from: wholeNumber('开始节次', 1, 20),
    to: wholeNumber('结束节次', 1, 20),
    weeks: weeksColumn,
    campus: optionalTextColumn('校区', 40),
    building: optionalTextColumn('教学楼', 40),
    room: optionalTextColumn('教室', 40),
    term: optionalTextColumn('学期', 40),
  })
  .refine((row) => row.to >= row.from, { message: '结束节次不能早于开始节次', path: ['to'] });
export type TSectionRow = z.output<typeof sectionColumns>;

/**
 * One meeting of a section (教学班) a week: a section meeting on Monday and Wednesday is two rows with
 * the same 教学班号, so the key is the section, the day and the first period, and enrollments name the
 * section once.
 */
export const sectionsKind = defineDatasetKind({ id: SECTIONS_KIND, owner: 'timetable', title: '课表：教学班', columns: sectionColumns, key: ['section', 'weekday', 'from'] });

export const enrollmentColumns = z.object({ student: textColumn('学号', 40), section: textColumn('教学班号', 60) });
/** Who takes which section: a student reads only their own rows. */
export const enrollmentsKind = defineDatasetKind({ id: ENROLLMENTS_KIND, owner: 'timetable', title: '课表：学生选课', columns: enrollmentColumns, key: ['student', 'section'], person: 'student' });

export const teachingColumns = z.object({ teacher: textColumn('工号', 40), section: textColumn('教学班号', 60) });
/** Who teaches which section: a teacher reads only their own rows. */
export const teachingKind = defineDatasetKind({ id: TEACHING_KIND, owner: 'timetable', title: '课表：教师授课', columns: teachingColumns, key: ['teacher', 'section'], person: 'teacher' });

export const roomColumns = z.object({
  room: textColumn('教室', 40),
  building: textColumn('教学楼', 40),
  campus: optionalTextColumn('校区', 40),
  seats: wholeNumber('座位数', 0, 5000),
  type: optionalTextColumn('类型', 20),
});
export type TRoomRow = z.output<typeof roomColumns>;
/** The rooms free-classroom queries answer from (public). */
export const roomsKind = defineDatasetKind({ id: ROOMS_KIND, owner: 'timetable', title: '教室', columns: roomColumns, key: ['room'] });
