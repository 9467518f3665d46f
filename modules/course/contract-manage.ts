import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';
import { ZCourseCategory, ZCourseTerm, ZSlot } from './contract';
import { DAYS, PERIODS, WEEK_PARITIES, WEEKS } from './rules';

/**
 * The console's calls of course selection: terms (rounds, credit limit, audience), their offerings
 * (slots, prerequisites, capacity) with live counts and the draw's result, the roster export, and the
 * completed courses that prerequisites are checked against.
 */

const managers = callsFor({ app: 'course', module: 'manage' });
const termId = recordId('选课批次');
const offeringId = recordId('课程');

/** A term as the phone shows it (its rounds and limit), named for the console's buttons, with its offerings. */
export const ZManagedTerm = ZCourseTerm.omit({ name: true, myCredits: true }).extend({
  /** The term's name (2026-2027学年第二学期), as the console's buttons name it. */
  title: z.string(),
  offerings: z.number(),
  created: z.number(),
});
export type TManagedTerm = z.infer<typeof ZManagedTerm>;

export const listTerms = managers.getOrPost('/course/api/manage/terms', '选课批次：全部批次及开课数', {
  input: pagedInput({ keyword: optionalText('批次名称', 50) }),
  output: pageOf(ZManagedTerm),
});

const termFields = {
  name: text('批次名称', 60),
  maxCredits: int('学分上限（十分之一学分）', 1, 1000),
  opensAt: unixSeconds('预选开始时间'),
  closesAt: unixSeconds('预选截止时间'),
  drawAt: unixSeconds('抽签时间'),
  grabUntil: unixSeconds('抢课截止时间'),
  dropUntil: unixSeconds('退课截止时间'),
  all: flag('全体可选'),
  ...audiencePicks,
};

export const ZTermSettings = z
  .object({ id: termId.optional().describe('不填为新建'), ...termFields })
  .refine((t) => t.closesAt > t.opensAt, { message: '预选截止时间必须晚于开始时间', path: ['closesAt'] })
  .refine((t) => t.drawAt >= t.closesAt, { message: '抽签时间不能早于预选截止时间', path: ['drawAt'] })
  .refine((t) => t.grabUntil > t.drawAt, { message: '抢课截止时间必须晚于抽签时间', path: ['grabUntil'] })
  .refine((t) => t.dropUntil >= t.drawAt, { message: '退课截止时间不能早于抽签时间', path: ['dropUntil'] });
export type TTermSettings = z.output<typeof ZTermSettings>;

export const saveTerm = managers.post('/course/api/manage/term/save', '新建或修改选课批次（抽签后不能再改时间与对象）', {
  encoding: 'json',
  input: ZTermSettings,
  output: idAnswer,
  errors: [1, 10004],
});

/** A term as its drawer edits it (people named back by username). */
export const ZTermForm = z.object({
  id: z.string(),
  name: z.string(),
  maxCredits: z.number(),
  opensAt: z.number(),
  closesAt: z.number(),
  drawAt: z.number(),
  grabUntil: z.number(),
  dropUntil: z.number(),
  all: z.boolean(),
  departments: z.array(z.string()),
  classes: z.array(z.string()),
  roles: z.array(z.string()),
  people: z.array(z.string()),
});
export type TTermForm = z.infer<typeof ZTermForm>;

export const managedTerm = managers.about(termId).getOrPost('/course/api/manage/term', '选课批次的设置（编辑用）', {
  output: ZTermForm,
});

export const deleteTerm = managers.about(termId).post('/course/api/manage/term/delete', '删除选课批次（须先删除其全部课程）', {
  output: okAnswer,
  errors: [1],
});

export const courseAudienceOptions = managers.getOrPost('/course/api/manage/audience', '可选的选课对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** Live counts of an offering's places: 已选, 预选, 候补 of its capacity. */
export const ZOfferingCounts = z.object({ capacity: z.number(), won: z.number(), pending: z.number(), waiting: z.number() });

export const ZManagedOffering = z.object({
  id: z.string(),
  /** What the console's buttons name it by: 高等数学（MA101） */
  title: z.string(),
  code: z.string(),
  name: z.string(),
  credits: z.number(),
  teacher: z.string(),
  place: z.string(),
  category: ZCourseCategory,
  slots: z.array(ZSlot),
  prerequisites: z.array(z.string()),
  description: z.string(),
  counts: ZOfferingCounts,
  drawn: z.boolean(),
});
export type TManagedOffering = z.infer<typeof ZManagedOffering>;

export const listOfferings = managers.getOrPost('/course/api/manage/offerings', '批次的开课列表及实时名额（已选、预选、候补）', {
  input: pagedInput({ termId, keyword: optionalText('课程名称、代码或教师', 50) }, { maxSize: 100 }),
  output: pageOf(ZManagedOffering),
  errors: [10004],
});

const courseCode = z
  .string({ error: '请填写课程代码' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,20}$/, '课程代码只能是2到20位字母、数字或短横线')
  .describe('课程代码');

export const ZSlotInput = z
  .object({
    day: int('星期', 1, DAYS),
    from: int('开始节次', 1, PERIODS),
    to: int('结束节次', 1, PERIODS),
    weekFrom: int('开始周', 1, WEEKS),
    weekTo: int('结束周', 1, WEEKS),
    parity: z.enum(WEEK_PARITIES, { error: '单双周格式不正确' }).default('all'),
  })
  .refine((s) => s.to >= s.from, { message: '结束节次不能早于开始节次', path: ['to'] })
  .refine((s) => s.weekTo >= s.weekFrom, { message: '结束周不能早于开始周', path: ['weekTo'] });

export const ZOfferingSettings = z.object({
  termId,
  code: courseCode,
  name: text('课程名称', 60),
  credits: int('学分（十分之一学分）', 1, 200),
  teacher: text('任课教师', 30),
  place: text('上课地点', 60),
  category: ZCourseCategory.describe('课程类别'),
  capacity: int('名额', 1, 100_000),
  description: optionalText('课程简介', 2000),
  slots: z.array(ZSlotInput, { error: '请设置上课时间' }).min(1, '请设置上课时间').max(20, '上课时间最多20段').describe('上课时间'),
  prerequisites: z.array(courseCode).max(10, '先修课程最多10门').default([]).describe('先修课程代码'),
});
export type TOfferingSettings = z.output<typeof ZOfferingSettings>;

export const saveOffering = managers.post('/course/api/manage/offering/save', '新建或修改开课（抽签后不能再改名额）', {
  encoding: 'json',
  input: ZOfferingSettings.extend({ id: offeringId.optional().describe('不填为新建') }),
  output: idAnswer,
  errors: [1, 10004],
});

export const deleteOffering = managers
  .about(offeringId)
  .post('/course/api/manage/offering/delete', '删除开课（已有人预选或选课的不能删除）', {
    output: okAnswer,
    errors: [1],
  });

export const offeringDraw = managers
  .about(offeringId)
  .getOrPost('/course/api/manage/offering/draw', '抽签结果：种子、结果摘要、参与与中签人数', {
    output: z.object({ seed: z.string(), digest: z.string(), drawnAt: z.number(), entrants: z.number(), winners: z.number() }),
  });

/** An offering's roster as Excel (`?id=`): who holds a place, then the waitlist in order. */
export const COURSE_ROSTER_EXPORT_PATH = '/course/api/manage/roster/export';
export const ZRosterQuery = z.object({ id: offeringId });
