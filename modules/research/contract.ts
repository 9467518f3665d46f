import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { idList, int, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { attachmentIds, requestId, ZAttachment, ZNamed } from '@quad/contracts/records';
import { listOf, okAnswer } from '@quad/contracts/shapes';
import { ZInstanceStatus } from '@quad/workflow-engine/contract';
import { DOI_PATTERN, MAX_BUDGET, PAPER_INDEXES, PROJECT_LEVELS } from './rules';

/** The research office: publishes calls, decides last, sees every record and sets the points. */
const office = callsFor({ app: 'research', module: 'office' });

export const ZProjectLevel = z.enum(PROJECT_LEVELS, { error: '请选择项目级别' }).describe('项目级别');
export const ZPaperIndex = z.enum(PAPER_INDEXES, { error: '请选择收录类别' }).describe('收录类别');

export const day = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`).describe(label);

/** 元 with at most two decimals, as a number or a form's string. */
const budget = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d{1,2})?$/, '预算应为金额（元，最多两位小数）').transform(Number)], { error: '请填写预算' })
  .pipe(z.number({ error: '请填写预算' }).min(0, '预算不能为负数').max(MAX_BUDGET, `预算不能超过${MAX_BUDGET}元`))
  .refine((yuan) => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6, '预算最多两位小数')
  .describe('预算');

// ── calls for projects (申报批次) ──

export const ZResearchCall = z.object({
  id: z.string(),
  title: z.string(),
  level: ZProjectLevel,
  /** Last day to declare, `YYYY-MM-DD`. */
  deadline: z.string(),
  description: z.string(),
  /** Departments that may declare: none means every department. */
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  status: z.enum(['open', 'closed']),
  declared: z.number().describe('已申报项目数'),
  created: z.number(),
});
export type TResearchCall = z.infer<typeof ZResearchCall>;

export const listOpenCalls = signedIn.getOrPost('/research/api/calls/open', '可申报的批次（未截止、本院系可报）', {
  input: pagedInput(),
  output: pageOf(ZResearchCall),
});

export const listCalls = office.getOrPost('/research/api/calls/list', '申报批次管理：全部批次', {
  input: pagedInput({ keyword: optionalText('批次名称', 50) }),
  output: pageOf(ZResearchCall),
});

export const saveCall = office.post('/research/api/calls/save', '发布或修改申报批次', {
  encoding: 'json',
  input: z.object({
    id: recordId('批次').optional(),
    title: text('批次名称', 100),
    level: ZProjectLevel,
    deadline: day('截止日期'),
    description: optionalText('申报说明', 2000),
    departments: idList('可申报院系'),
  }),
  output: z.object({ id: z.string() }),
  errors: [1, 10004],
});

export const closeCall = office.about(recordId('批次')).post('/research/api/calls/close', '关闭申报批次（不再接受申报）', {
  output: okAnswer,
});

export const listCallDepartments = office.getOrPost('/research/api/departments', '可选的院系（发布批次时限定申报范围、按院系筛选）', {
  output: listOf(ZNamed),
});

// ── projects (项目申报) ──

export const declareProject = signedIn.post('/research/api/project/declare', '申报项目（提交后进入审批：院系、科研处）', {
  encoding: 'json',
  input: z
    .object({
      callId: recordId('批次'),
      name: text('项目名称', 100),
      members: idList('项目成员').describe('项目成员（本站人员编号）'),
      budget,
      start: day('开始日期'),
      end: day('结束日期'),
      summary: text('项目简介', 2000),
      attachments: attachmentIds,
      requestId,
    })
    .refine((v) => v.end >= v.start, { message: '结束日期不能早于开始日期', path: ['end'] }),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1, 10004],
});

export const ZProjectItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  callId: z.string(),
  callTitle: z.string(),
  name: z.string(),
  level: ZProjectLevel,
  budget: z.number().describe('元'),
  start: z.string(),
  end: z.string(),
  summary: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  attachments: z.array(ZAttachment),
  status: ZInstanceStatus,
  created: z.number(),
});
export type TProjectItem = z.infer<typeof ZProjectItem>;

export const listMyProjects = signedIn.getOrPost('/research/api/project/mine', '我的项目（我申报的）', {
  input: pagedInput(),
  output: pageOf(ZProjectItem),
});

// ── papers (论文登记) ──

export const registerPaper = signedIn.post('/research/api/paper/register', '登记论文（提交后由科研处审核）', {
  encoding: 'json',
  input: z.object({
    title: text('论文题目', 200),
    journal: text('期刊名称', 100),
    published: day('发表日期'),
    indexed: ZPaperIndex,
    rank: int('作者排名', 1, 50),
    doi: z
      .string({ error: 'DOI格式不正确' })
      .trim()
      .max(200, 'DOI格式不正确')
      .refine((doi) => doi === '' || DOI_PATTERN.test(doi), 'DOI格式不正确（应如 10.1000/xyz123）')
      .optional()
      .describe('DOI'),
    requestId,
  }),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1],
});

export const ZPaperItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  title: z.string(),
  journal: z.string(),
  published: z.string(),
  indexed: ZPaperIndex,
  rank: z.number(),
  doi: z.string(),
  status: ZInstanceStatus,
  created: z.number(),
});
export type TPaperItem = z.infer<typeof ZPaperItem>;

export const listMyPapers = signedIn.getOrPost('/research/api/paper/mine', '我的论文', {
  input: pagedInput(),
  output: pageOf(ZPaperItem),
});

// ── workload (科研工作量) and its points ──

const points = int('分值', 0, 10_000);
/** The points of each project level and paper index (`TPoints` in rules.ts). */
const ZPoints = z.object({
  national: points,
  provincial: points,
  school: points,
  horizontal: points,
  sci: points,
  ei: points,
  ssci: points,
  cssci: points,
  core: points,
  other: points,
});

export const ZWorkloadItem = z.object({
  kind: z.enum(['project', 'paper']),
  id: z.string(),
  title: z.string(),
  /** The project's level or the paper's index: what the points are for. */
  item: z.string(),
  /** Whether I lead it (the project's leader, the paper's first author): full points, else a share. */
  leading: z.boolean(),
  points: z.number(),
});
export type TWorkloadItem = z.infer<typeof ZWorkloadItem>;

export const myWorkload = signedIn.getOrPost('/research/api/workload', '我的科研工作量：按年份的分值与明细（已通过的项目和论文）', {
  output: z.object({
    points: ZPoints,
    years: z.array(z.object({ year: z.string(), total: z.number(), items: z.array(ZWorkloadItem) })),
  }),
});

export const getPoints = office.getOrPost('/research/api/points', '工作量分值（每类项目、论文的分值）', { output: z.object({ points: ZPoints }) });

export const savePoints = office.post('/research/api/points/save', '设置工作量分值', { encoding: 'json', input: z.object({ points: ZPoints }), output: okAnswer });

// ── the office's records, statistics and export ──

export const ZRecordKind = z.enum(['project', 'paper'], { error: '请选择类别' }).describe('类别：项目或论文');

const recordFilters = {
  kind: ZRecordKind.default('project'),
  status: ZInstanceStatus.optional(),
  category: z.enum([...PROJECT_LEVELS, ...PAPER_INDEXES], { error: '级别或收录类别不正确' }).optional().describe('项目级别或论文收录类别'),
  department: recordId('院系').optional(),
  year: z.string().regex(/^\d{4}$/, '年份格式不正确').optional().describe('年份（项目开始或论文发表）'),
  keyword: optionalText('姓名、工号或题目', 50),
};

export const ZResearchRecord = z.object({
  kind: ZRecordKind,
  id: z.string(),
  instanceId: z.string(),
  title: z.string(),
  category: z.string(),
  /** The project's call, or the paper's journal. */
  source: z.string(),
  /** The project's period, or the paper's publication day. */
  when: z.string(),
  budget: z.number(),
  rank: z.number(),
  name: z.string(),
  number: z.string(),
  department: z.string(),
  status: ZInstanceStatus,
  created: z.number(),
});
export type TResearchRecord = z.infer<typeof ZResearchRecord>;

export const listResearchRecords = office.getOrPost('/research/api/records', '科研记录（项目或论文，按状态、级别、院系、年份筛选）', {
  input: pagedInput(recordFilters, { maxSize: 100 }),
  output: pageOf(ZResearchRecord),
});

export const researchStatistic = office.getOrPost('/research/api/statistic', '科研统计：各院系、各级别的项目与论文数', {
  input: z.object({ year: recordFilters.year }),
  output: z.object({
    byCategory: z.array(z.object({ category: z.string(), running: z.number(), approved: z.number() })),
    byDepartment: z.array(z.object({ id: z.string(), name: z.string(), projects: z.number(), papers: z.number(), budget: z.number() })),
  }),
});

export const RESEARCH_EXPORT_PATH = '/research/api/records/export';
export const ZResearchExportQuery = z.object(recordFilters);
