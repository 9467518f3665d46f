import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { optionalText, recordId } from '@quad/contracts/fields';
import { requestId } from '@quad/contracts/records';
import { listOf, okAnswer } from '@quad/contracts/shapes';
import { RESERVATION_REASONS, ZClaim, ZClaimState, ZReservationStatus } from '@quad/reservation-engine/contract';
import { COURSE_CATEGORIES, TERM_PHASES, WEEK_PARITIES } from './rules';

/**
 * The phone's calls of course selection: the terms open to me, a term's offerings with where each
 * stands for me, one offering, 预选/选课 (the engine's claim, checked by the area's guard), 退课 and
 * my timetable. Credits are in tenths (25 is 2.5 学分).
 */

/** Why a selection is refused, for pages to act on (`d.reason`): the engine's, and the guard's. */
export const COURSE_REASONS = ['course.prerequisite', 'course.same-course', 'course.credits', 'course.conflict'] as const;

export const ZCourseCategory = z.enum(COURSE_CATEGORIES);
export const ZTermPhase = z.enum(TERM_PHASES);

export const ZSlot = z.object({
  day: z.number(),
  from: z.number(),
  to: z.number(),
  weekFrom: z.number(),
  weekTo: z.number(),
  parity: z.enum(WEEK_PARITIES),
});

/** A term's selection as a student sees it: its rounds, where it stands, my credits of its limit. */
export const ZCourseTerm = z.object({
  id: z.string(),
  name: z.string(),
  phase: ZTermPhase,
  opensAt: z.number(),
  closesAt: z.number(),
  drawAt: z.number(),
  grabUntil: z.number(),
  dropUntil: z.number(),
  maxCredits: z.number(),
  /** Credits of my preferences, places and waitlist places in this term. */
  myCredits: z.number(),
});
export type TCourseTerm = z.infer<typeof ZCourseTerm>;

/** My standing claim on an offering (pending, won, waiting, or lost in the draw), null when none. */
export const ZMySelection = z
  .object({ claimId: z.string(), state: ZClaimState, position: z.number(), cancellable: z.boolean() })
  .nullable();

export const ZOfferingItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  credits: z.number(),
  teacher: z.string(),
  place: z.string(),
  category: ZCourseCategory,
  slots: z.array(ZSlot),
  capacity: z.number(),
  remaining: z.number(),
  mine: ZMySelection,
});
export type TOfferingItem = z.infer<typeof ZOfferingItem>;

export const ZOfferingDetail = ZOfferingItem.extend({
  description: z.string(),
  term: ZCourseTerm,
  /** Courses to have completed first, each with whether I have; `name` is '' for a course never offered here. */
  prerequisites: z.array(z.object({ code: z.string(), name: z.string(), done: z.boolean() })),
  status: ZReservationStatus,
});
export type TOfferingDetail = z.infer<typeof ZOfferingDetail>;

export const ZMyCourse = ZClaim.extend({ offering: ZOfferingItem.omit({ mine: true, capacity: true, remaining: true }) });
export type TMyCourse = z.infer<typeof ZMyCourse>;

const termId = recordId('选课批次');
const offeringId = recordId('课程');

export const listCourseTerms = signedIn.getOrPost('/course/api/terms', '我可以参加的选课批次（进行中在前）', {
  output: listOf(ZCourseTerm),
});

export const listCourseOfferings = signedIn.getOrPost('/course/api/offerings', '一个选课批次的开课列表：剩余名额与我的选课状态', {
  input: z.object({
    termId,
    keyword: optionalText('课程名称、代码或教师', 50),
    category: ZCourseCategory.optional().describe('课程类别，不填为全部'),
  }),
  output: z.object({ term: ZCourseTerm, list: z.array(ZOfferingItem) }),
  errors: [10004],
});

export const courseOffering = signedIn
  .about(offeringId)
  .getOrPost('/course/api/offering', '课程详情：上课时间、先修课程、剩余名额、我的状态', {
    output: ZOfferingDetail,
  });

export const selectCourse = signedIn.post(
  '/course/api/select',
  '预选（第一轮，抽签）或选课（第二轮，先到先得，满员加入候补）；同一请求号重试只算一次',
  {
    input: z.object({ id: offeringId, requestId }),
    output: ZClaim,
    errors: [1, 10004, 10029],
    reasons: [...RESERVATION_REASONS, ...COURSE_REASONS],
  },
);

export const dropCourse = signedIn.post('/course/api/drop', '退课（或取消预选、退出候补）；名额交给候补的第一位', {
  input: z.object({ claimId: recordId('选课记录') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const myCourses = signedIn.getOrPost('/course/api/mine', '我的课表：一个选课批次里我的全部选课及学分', {
  input: z.object({ termId }),
  output: z.object({ term: ZCourseTerm, list: z.array(ZMyCourse) }),
  errors: [10004],
});
