import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { okAnswer } from '@quad/contracts/shapes';
import { ZInstanceStatus } from '@quad/workflow-engine/contract';
import { LEAVE_TYPES } from './rules';

const approvers = callsFor({ app: 'leave', module: 'approve' });

export const ZLeaveType = z.enum(LEAVE_TYPES, { error: '请选择请假类型' }).describe('请假类型');

const day = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`).describe(label);

export const ZLeaveItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  type: ZLeaveType,
  start: z.string(),
  end: z.string(),
  days: z.number(),
  reason: z.string(),
  destination: z.string(),
  phone: z.string(),
  status: ZInstanceStatus,
  /** 销假 time (Unix seconds), 0 until the person reported back. */
  returned: z.number(),
  created: z.number(),
});
export type TLeaveItem = z.infer<typeof ZLeaveItem>;

/** What the applicant fills in, on a new request and on one sent back for changes. */
const leaveFields = z.object({
  type: ZLeaveType,
  start: day('开始日期'),
  end: day('结束日期'),
  reason: text('请假事由', 300),
  destination: optionalText('外出去向', 100),
  phone: z.string({ error: '请填写联系电话' }).trim().regex(/^1\d{10}$/, '联系电话应为11位手机号').describe('联系电话'),
});
export type TLeaveFields = z.output<typeof leaveFields>;
const endNotBeforeStart = [(v: TLeaveFields) => v.end >= v.start, { message: '结束日期不能早于开始日期', path: ['end'] }] as [(v: TLeaveFields) => boolean, { message: string; path: string[] }];

export const applyLeave = signedIn.post('/leave/api/apply', '申请请假（提交后进入审批）', {
  encoding: 'json',
  input: leaveFields.extend({ requestId }).refine(...endNotBeforeStart),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1],
});

export const reviseLeave = signedIn.post('/leave/api/revise', '修改被退回的请假申请并重新提交（回到退回的环节继续审批）', {
  encoding: 'json',
  input: leaveFields.extend({ instanceId: recordId('请假') }).refine(...endNotBeforeStart),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1, 10004],
});

export const listMyLeaves = signedIn.getOrPost('/leave/api/mine', '我的请假', {
  input: pagedInput(),
  output: pageOf(ZLeaveItem),
});

export const getMyLeave = signedIn.getOrPost('/leave/api/mine/detail', '我的一条请假（修改被退回的申请时读取）', {
  input: z.object({ instanceId: recordId('请假') }),
  output: ZLeaveItem,
  errors: [10004],
});

export const returnFromLeave = signedIn.post('/leave/api/return', '销假（假期已开始且已批准）', {
  input: z.object({ id: recordId('请假') }),
  output: okAnswer,
  errors: [1, 10004],
});

/** A request as approvers see it: whose it is. */
export const ZLeaveRecord = ZLeaveItem.extend({ name: z.string(), number: z.string(), department: z.string(), className: z.string() });
export type TLeaveRecord = z.infer<typeof ZLeaveRecord>;

const recordFilters = {
  status: ZInstanceStatus.optional(),
  type: ZLeaveType.optional(),
  from: day('开始日期').optional().describe('与这段日期有交集的请假'),
  to: day('结束日期').optional(),
  keyword: optionalText('姓名或学号', 50),
};

export const listLeaveRecords = approvers.getOrPost('/leave/api/records', '请假记录（我负责的院系、班级；全校角色看全部）', {
  input: pagedInput(recordFilters, { maxSize: 100 }),
  output: pageOf(ZLeaveRecord),
});

export const leaveStatistic = approvers.getOrPost('/leave/api/statistic', '请假统计：某日在假人数、各状态与类型人次、按院系', {
  input: z.object({ day: day('日期').optional().describe('不填为今天') }),
  output: z.object({
    day: z.string(),
    /** Approved, covering the day, not yet reported back. */
    away: z.number(),
    running: z.number().describe('审批中'),
    byType: z.array(z.object({ type: ZLeaveType, count: z.number() })).describe('近30天已批准的人次'),
    byUnit: z.array(z.object({ id: z.string(), name: z.string(), away: z.number() })),
    awayPeople: z.array(ZLeaveRecord).describe('当日在假的人（最多100）'),
  }),
});

export const LEAVE_EXPORT_PATH = '/leave/api/records/export';
export const ZLeaveExportQuery = z.object(recordFilters);
