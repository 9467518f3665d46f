import { z } from 'zod';
import { getOrPost, signedIn } from '@quad/contracts/call';
import { idList, optionalText, recordId } from '@quad/contracts/fields';
import { pageFields, pageOf } from '@quad/contracts/paging';
import { REPORT_GROUPS, ROLE_PAGES } from './module';
import { DATACUBE_AXES, PEOPLE_STATUSES, REPORT_KINDS } from './views';

/**
 * The role pages' calls (spec §2.2): statistics, lists, reminders, charts, changes and one person's
 * report. Every call is for signed-in people; the server derives what the caller may see from their
 * ncov modules for the requested role page (instructor: their classes, leader: their department,
 * manager: everyone) and answers `无权查看` to someone with none of them.
 */

const group = z.enum(REPORT_GROUPS, { error: '上报类型不正确' }).describe('上报类型');
const role = z.enum(ROLE_PAGES, { error: '查看角色不正确' }).describe('查看角色');
const day = (label: string) => z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`).describe(label);
/** The site's today when left out. */
const optionalDay = day('日期').optional();
const dept = recordId('院系或班级').optional();
/** For the three checks: one slot's name (as in the settings); left out, any check of the day counts. */
const slot = optionalText('时段', 20);
/** One of the settings' report groups: its departments and its own deadline. */
const groupId = optionalText('分组编号', 40);
const paging = pageFields({ maxPage: 100_000, maxSize: 200 });

export const ZReportKind = z.enum(REPORT_KINDS).describe('上报种类：每日上报、基本信息、晨午晚检');

const ZCounts = z.object({
  audience: z.number().describe('应报人数'),
  reported: z.number().describe('已报人数'),
  missing: z.number().describe('未报人数'),
  abnormal: z.number().describe('异常人数（发热、症状、核酸阳性）'),
});

export const ZSummary = z.object({
  kind: ZReportKind,
  day: z.string().describe('统计的日期'),
  deadline: z.string().describe('截止时间 HH:MM（分组有自己的截止时间时用分组的）'),
  totals: ZCounts.extend({ late: z.number().describe('截止后才上报的人数') }),
  rows: z
    .array(ZCounts.extend({ id: z.string(), name: z.string(), kind: z.enum(['department', 'class']) }))
    .describe('按院系（范围只有一个院系或指定了院系时按班级）'),
});
export type TSummary = z.infer<typeof ZSummary>;

export const getViewSummary = signedIn.getOrPost('/ncov/api/views/summary', '角色页统计：应报、已报、未报、迟报、异常，按院系或班级分行', {
  input: z.object({
    group,
    role,
    day: optionalDay,
    groupId,
    dept,
    slot,
  }),
  output: ZSummary,
});

export const ZPerson = z.object({
  uid: z.string(),
  realname: z.string(),
  number: z.string().describe('学号或工号'),
  deptName: z.string(),
  className: z.string(),
  reportedAt: z.number().describe('上报时间（Unix 秒），未报为 0'),
  abnormal: z.array(z.string()).describe('异常原因，如“发热”'),
  answerId: z.string().describe('上报记录编号，未报为空'),
});
export type TPerson = z.infer<typeof ZPerson>;

export const listViewPeople = getOrPost('/ncov/api/views/people', '角色页名单：已报、未报、异常或迟报的人', {
  access: 'session',
  input: z.object({
    group,
    role,
    day: optionalDay,
    status: z.enum(PEOPLE_STATUSES, { error: '名单类型不正确' }).describe('名单类型'),
    groupId,
    dept,
    slot,
    q: optionalText('姓名或学号', 40),
    ...paging,
  }),
  output: pageOf(ZPerson),
});

export const remindPeople = signedIn.post('/ncov/api/views/remind', '提醒未上报的人（同一人10分钟内只提醒一次）', {
  input: z.object({
    group,
    role,
    day: optionalDay,
    uids: idList('提醒的人').describe('提醒的人，不填为范围内所有未报的人'),
  }),
  output: z.object({ sent: z.number().describe('已发送'), skipped: z.number().describe('跳过（已上报、不在范围或刚提醒过）') }),
});

export const ZDatacubeRow = z.object({
  key: z.string().describe('日期或院系、班级编号'),
  name: z.string(),
  audience: z.number(),
  reported: z.number(),
  abnormal: z.number(),
  rate: z.number().describe('上报率 0~1'),
});
export type TDatacubeRow = z.infer<typeof ZDatacubeRow>;

export const getViewDatacube = signedIn.getOrPost('/ncov/api/views/datacube', '图表数据：按日期、院系或班级的上报率和异常人数（最多62天）', {
  input: z.object({
    group,
    role,
    from: day('开始日期').optional().describe('开始日期，不填为结束日期前6天'),
    to: day('结束日期').optional().describe('结束日期，不填为今天'),
    by: z.enum(DATACUBE_AXES, { error: '统计维度不正确' }).default('day').describe('统计维度'),
    dept,
  }),
  output: z.object({ rows: z.array(ZDatacubeRow) }),
});

export const ZChange = z.object({
  param: z.string().describe('接口字段名'),
  label: z.string().describe('字段名称'),
  before: z.string().describe('上一次（选项显示为选项文字）'),
  after: z.string(),
});
export type TChange = z.infer<typeof ZChange>;

export const listViewDiff = signedIn.getOrPost('/ncov/api/views/diff', '当天上报与上一次上报不同的人及变化的字段', {
  input: z.object({ role, day: optionalDay, dept, ...paging }),
  output: z.object({
    total: z.number(),
    list: z.array(
      z.object({
        uid: z.string(),
        realname: z.string(),
        number: z.string(),
        previousDay: z.string(),
        changes: z.array(ZChange),
      }),
    ),
  }),
});

export const getViewDetail = signedIn.getOrPost('/ncov/api/views/detail', '一个人某天的上报（本人或查看范围内的人）', {
  input: z.object({ uid: recordId('人员'), day: optionalDay }),
  output: z.object({
    uid: z.string(),
    realname: z.string(),
    number: z.string(),
    deptName: z.string(),
    className: z.string(),
    day: z.string(),
    reportedAt: z.number().describe('上报时间，未报为 0'),
    fields: z.array(z.object({ param: z.string(), label: z.string(), value: z.string() })).describe('按设计顺序，隐藏字段不列'),
    abnormal: z.array(z.string()),
    previousDay: z.string().describe('上一次上报的日期，没有为空'),
    changes: z.array(ZChange),
  }),
});

/** Not a call but a recorded page streaming a file: `GET` with the query below, answered with an .xlsx. */
export const VIEW_EXPORT_PATH = '/ncov/api/views/export';
export const ZViewExportQuery = z.object({
  group,
  role,
  day: optionalDay,
  status: z.enum(['all', ...PEOPLE_STATUSES], { error: '名单类型不正确' }).default('all').describe('名单类型'),
  groupId,
  dept,
  slot,
});
export type TViewExportQuery = z.input<typeof ZViewExportQuery>;
