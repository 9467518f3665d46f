import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, idList, int, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import { ZBranchTotals, ZMemberCategory, ZMonth } from './contract';

/** The organisation office's calls (党委组织部 / 财务): the roll, the branches, the rules and the statistics. */
const office = callsFor({ app: 'partydues', module: 'manage' });

const ZPerson = z.object({ id: z.string(), name: z.string(), number: z.string() });

export const ZBranch = z.object({ id: z.string(), name: z.string(), secretaries: z.array(ZPerson), members: z.number() });
export type TBranch = z.infer<typeof ZBranch>;

export const listBranches = office.getOrPost('/partydues/api/manage/branches', '党支部：全部支部、书记与党员人数', {
  output: listOf(ZBranch),
});

export const saveBranch = office.post('/partydues/api/manage/branch/save', '新建或修改党支部（书记按学工号指定，可多人）', {
  encoding: 'json',
  input: z.object({
    id: z.string().max(40).optional().describe('不填为新建'),
    name: text('支部名称', 60),
    secretaries: idList('支部书记'),
  }),
  output: idAnswer,
  errors: [1, 10004],
});

export const deleteBranch = office
  .about(recordId('党支部'))
  .post('/partydues/api/manage/branch/delete', '删除党支部（支部仍有党员时不能删除）', { output: okAnswer, errors: [1] });

export const ZManagedMember = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  category: ZMemberCategory,
  incomeFen: z.number(),
  /** 0: by the rules. */
  overrideFen: z.number(),
  monthlyFen: z.number(),
  startMonth: z.string(),
  active: z.boolean(),
  /** The latest month paid, '' when none. */
  paidThrough: z.string(),
});
export type TManagedMember = z.infer<typeof ZManagedMember>;

export const listMembers = office.getOrPost('/partydues/api/manage/members', '党员名册：按支部、类别、姓名或学工号筛选', {
  input: pagedInput(
    {
      branch: z.string().max(40).optional().describe('支部'),
      category: ZMemberCategory.optional().describe('类别'),
      keyword: optionalText('姓名或学工号', 40),
    },
    { maxSize: 100 },
  ),
  output: pageOf(ZManagedMember),
});

export const saveMember = office.post('/partydues/api/manage/member/save', '新增或修改党员（月收入、手工月缴额、起缴月份、是否在册）', {
  encoding: 'json',
  input: z.object({
    number: text('学工号', 64),
    branch: z.string({ error: '请选择党支部' }).max(40).describe('党支部'),
    category: ZMemberCategory,
    incomeFen: int('月收入（分）', 0, 100_000_000).default(0),
    overrideFen: int('手工月缴额（分）', 0, 10_000_000).default(0),
    startMonth: ZMonth,
    active: flag('在册').default(true),
  }),
  output: okAnswer,
  errors: [1, 10004],
});

export const importMembers = office.post(
  '/partydues/api/manage/members/import',
  '批量导入党员：每行“学工号 支部名称 类别 月收入”，全部无误才导入',
  {
    encoding: 'json',
    input: z.object({ lines: text('导入内容', 500_000), startMonth: ZMonth }),
    output: z.object({ added: z.number(), updated: z.number() }),
    errors: [1],
  },
);

const ZTier = z.object({
  upToFen: int('收入上限（分）', 1, 10_000_000_000).nullable(),
  rateBp: int('比例（万分之）', 0, 10_000),
});
export const ZRules = z.object({
  employed: z.array(ZTier).min(1).max(10),
  retired: z.array(ZTier).min(1).max(10),
  studentFen: int('学生月缴额（分）', 1, 1_000_000),
  otherFen: int('其他党员月缴额（分）', 1, 1_000_000),
});

export const duesRules = office.getOrPost('/partydues/api/manage/rules', '党费标准（未设置时为中组部规定的默认标准）', {
  output: ZRules.extend({ isDefault: z.boolean() }),
});

export const saveRules = office.post('/partydues/api/manage/rules/save', '修改党费标准（档次上限递增，比例0%–100%）', {
  encoding: 'json',
  input: ZRules,
  output: okAnswer,
  errors: [1],
});

export const ZBranchStats = ZBranchTotals.extend({
  id: z.string(),
  name: z.string(),
  /** What was paid for each month of the year (fen), January first. */
  monthPaidFen: z.array(z.number()),
});
export type TBranchStats = z.infer<typeof ZBranchStats>;

export const branchStats = office.getOrPost('/partydues/api/manage/stats', '党费统计：各支部全年应缴、已缴、缴纳率与各月已缴', {
  input: z.object({ year: int('年份', 2000, 2100) }),
  output: listOf(ZBranchStats),
});

/** The Excel file of a year, a row per member (`?year=`). */
export const STATS_EXPORT_PATH = '/partydues/api/manage/export';
export const ZStatsExportQuery = z.object({ year: int('年份', 2000, 2100) });
