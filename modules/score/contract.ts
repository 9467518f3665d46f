import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';

/** The datasets engine's kinds this area declares (`server/kind*.ts`). */
export const RECORDS_KIND = 'score.records';
export const PROGRAMMES_KIND = 'score.programmes';
export const REQUIREMENTS_KIND = 'score.requirements';
export const SCORE_KINDS = [RECORDS_KIND, PROGRAMMES_KIND, REQUIREMENTS_KIND] as const;

/** Grade words a school writes instead of a number; the first five are graded, the rest pass/fail. */
export const GRADE_WORDS = ['优秀', '良好', '中等', '及格', '不及格'] as const;
export const PASS_FAIL_WORDS = ['合格', '不合格', '通过', '不通过'] as const;

/**
 * GPA scales (the formulas are in DESIGN.md): the standard 4.0 by bands, the common Chinese linear 4.0
 * ((score − 50) / 10, at most 4), Peking University's 4.0 (4 − 3(100 − score)² / 1600) and the 5.0
 * ((score − 50) / 10); below 60 is 0 on each.
 */
export const GPA_SCALES = ['standard4', 'linear4', 'pku4', 'five'] as const;
export type TGpaScale = (typeof GPA_SCALES)[number];

const scoreOf = (label: string) => z.number({ error: `${label}必须是数字` }).min(0, `${label}不能小于0`).max(100, `${label}不能大于100`);

/** A site's GPA rules, set in the console; the defaults are the most common ones. */
export const ZGpaRules = z.object({
  scale: z.enum(GPA_SCALES, { error: '请选择绩点算法' }).describe('绩点算法'),
  /** Use the school's own 绩点 column when a row has one (else the scale's formula). */
  usePointsColumn: z.boolean({ error: '请选择是否采用学校给出的绩点' }).describe('学校给出的绩点'),
  /** Each graded word's equivalent score (百分制折算), put through the scale like a number. */
  gradeScores: z.object(Object.fromEntries(GRADE_WORDS.map((w) => [w, scoreOf(w)])) as Record<(typeof GRADE_WORDS)[number], ReturnType<typeof scoreOf>>).describe('等级成绩折算'),
  /** Pass/fail courses in the GPA (合格/通过 as passScore); else they only earn credits. */
  passFailInGpa: z.boolean({ error: '请选择合格类课程是否计入绩点' }).describe('合格类课程'),
  passScore: scoreOf('合格折算分数'),
  /** 补考 rows: counted as they are, counted as at most 60, or left out of the GPA (credits still earned). */
  makeup: z.enum(['count', 'cap60', 'ignore'], { error: '请选择补考成绩的计算方式' }).describe('补考成绩'),
  /** A course taken several times (补考, 重修): its highest attempt counts, or its latest. */
  retake: z.enum(['highest', 'latest'], { error: '请选择重修成绩的计算方式' }).describe('重修成绩'),
  /** 课程性质 counted in the GPA; empty: every category. */
  categories: z.array(z.string().trim().min(1).max(20, '课程性质不能超过20个字')).max(30, '课程性质最多30个').describe('计入绩点的课程性质'),
});
export type TGpaRules = z.infer<typeof ZGpaRules>;

export const DEFAULT_GPA_RULES: TGpaRules = {
  scale: 'standard4',
  usePointsColumn: true,
  gradeScores: { 优秀: 95, 良好: 85, 中等: 75, 及格: 65, 不及格: 0 },
  passFailInGpa: false,
  passScore: 85,
  makeup: 'cap60',
  retake: 'highest',
  categories: [],
};

export const ZCourseScore = z.object({
  term: z.string(),
  code: z.string(),
  name: z.string(),
  credit: z.number(),
  /** As the school wrote it: 92, 良好, 合格. */
  score: z.string(),
  /** Grade points of this attempt; null when it is not in the GPA (pass/fail, a left-out category). */
  points: z.number().nullable(),
  passed: z.boolean(),
  category: z.string(),
  /** 正常 / 补考 / 重修. */
  exam: z.string(),
  degree: z.boolean(),
});
export type TCourseScore = z.infer<typeof ZCourseScore>;

export const ZTermScores = z.object({
  term: z.string(),
  /** The term's GPA, null when no course of it counts. */
  gpa: z.number().nullable(),
  /** Credits of the term's courses passed. */
  credits: z.number(),
  courses: z.array(ZCourseScore),
});
export type TTermScores = z.infer<typeof ZTermScores>;

export const ZScoreReport = z.object({
  /** Newest term first. */
  terms: z.array(ZTermScores),
  gpa: z.number().nullable(),
  credits: z.number(),
  /** 学位课 credits passed (graduate scores). */
  degreeCredits: z.number(),
  scale: z.enum(GPA_SCALES),
  updatedAt: z.number(),
  failed: z.boolean(),
});
export type TScoreReport = z.infer<typeof ZScoreReport>;

export const ZCategoryProgress = z.object({
  category: z.string(),
  required: z.number(),
  earned: z.number(),
  missing: z.number(),
});

export const ZLearningProgress = z.object({
  /** '' when the student's programme is unknown. */
  programme: z.string(),
  categories: z.array(ZCategoryProgress),
  required: z.number(),
  earned: z.number(),
  /** Courses failed and not passed since, by name: what still has to be retaken. */
  failing: z.array(z.object({ code: z.string(), name: z.string(), category: z.string(), credit: z.number() })),
  updatedAt: z.number(),
  failed: z.boolean(),
});
export type TLearningProgress = z.infer<typeof ZLearningProgress>;

export const myScores = signedIn.get('/score/wap/score/mine', '我的成绩：按学期的课程成绩、学期与总绩点和学分（按本校绩点规则计算）', {
  output: ZScoreReport,
});

export const myProgress = signedIn.get('/score/wap/score/progress', '学业进度：培养方案各课程类别的要求学分与已获学分', {
  output: ZLearningProgress,
});

/** Class teachers and counselors (score → staff, within their departments and classes). */
const staff = callsFor({ app: 'score', module: 'staff' });

export const ZStudentSummary = z.object({
  student: z.string(),
  name: z.string(),
  className: z.string(),
  gpa: z.number().nullable(),
  credits: z.number(),
  courses: z.number(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

export const listScopedStudents = staff.get('/score/api/students', '我管理范围内的学生成绩概览：可按班级筛选，按学号或姓名搜索', {
  input: z.object({ q: optionalText('搜索词', 40), className: optionalText('班级', 60) }),
  output: z.object({ students: z.array(ZStudentSummary), classes: z.array(z.string()), truncated: z.boolean() }),
});

export const scopedStudentScores = staff.get('/score/api/student', '管理范围内一名学生的成绩单', {
  input: z.object({ student: text('学号', 40) }),
  output: ZScoreReport.extend({ student: z.string(), name: z.string() }),
});

/** Administrators (score → manage). */
const managers = callsFor({ app: 'score', module: 'manage' });

export const getGpaRules = managers.get('/score/api/rules', '本校绩点规则', {
  output: z.object({ rules: ZGpaRules, updatedAt: z.number() }),
});

export const saveGpaRules = managers.post('/score/api/rules/save', '保存本校绩点规则', {
  encoding: 'json',
  input: ZGpaRules,
  output: z.object({ rules: ZGpaRules, updatedAt: z.number() }),
});
