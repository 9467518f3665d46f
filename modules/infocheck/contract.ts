import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { attachmentIds, requestId, ZAttachment } from '@quad/contracts/records';
import { webhookEvent } from '@quad/contracts/webhook-event';
import { FIELD_KEYS } from './contract-fields';

/** The school system's record of each student (datasets engine): personal by 学号, scoped by 班级. */
export const RECORDS_KIND = 'infocheck.records';

/** Where the approved corrections are downloaded (an Excel of the current campaign, in the caller's scope). */
export const CORRECTIONS_EXPORT_PATH = '/infocheck/api/review/export';

const reviewers = callsFor({ app: 'infocheck', module: 'review' });
const managers = callsFor({ app: 'infocheck', module: 'manage' });

const ZField = z.enum(FIELD_KEYS, { error: '请选择要更正的项目' }).describe('项目');
const day = (label: string) => z.string({ error: `请填写${label}` }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确，应如 2026-09-01`).describe(label);

export const ZRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

export const ZCampaign = z.object({
  id: z.string(),
  name: z.string(),
  /** First and last day students may confirm or ask (site's days, both included). */
  opens: z.string(),
  closes: z.string(),
  editable: z.array(z.string()),
  /** Today is within opens…closes. */
  isOpen: z.boolean(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** A request as its student sees it. */
export const ZRequest = z.object({
  id: z.string(),
  field: z.string(),
  label: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  reason: z.string(),
  attachments: z.array(ZAttachment),
  status: ZRequestStatus,
  comment: z.string(),
  created: z.number(),
  reviewed: z.number(),
});
export type TRequest = z.infer<typeof ZRequest>;

export const ZRecordItem = z.object({
  field: z.string(),
  label: z.string(),
  /** As the school system holds it (masked for 身份证号). */
  value: z.string(),
  isEditable: z.boolean(),
  /** The request waiting for the office, if any. */
  pending: ZRequest.nullable(),
  /** Approved but not yet carried by a new load of the school system's data: 已更正（待教务系统同步）. */
  corrected: z.string().nullable(),
  /** The newest refusal of this item (while nothing newer), so the student sees why. */
  rejected: ZRequest.nullable(),
});
export type TRecordItem = z.infer<typeof ZRecordItem>;

export const ZMyRecord = z.object({
  /** No row for the student in the school system's data (not a student, or not loaded yet). */
  hasRecord: z.boolean(),
  campaign: ZCampaign.nullable(),
  /** 待确认 / 已确认 / 有更正待审核 (pending wins: the office still has to act). */
  status: z.enum(['unconfirmed', 'confirmed', 'pending']),
  confirmedAt: z.number(),
  items: z.array(ZRecordItem),
  requests: z.array(ZRequest),
  updatedAt: z.number(),
  failed: z.boolean(),
});
export type TMyRecord = z.infer<typeof ZMyRecord>;

export const getMyRecord = signedIn.get('/infocheck/api/mine', '我的学籍信息：各项、可否更正、更正申请及审核结果、核对状态', {
  output: ZMyRecord,
});

export const requestCorrection = signedIn.post('/infocheck/api/correct', '申请更正一项信息（新值、理由、可选证明材料）；同一项同时只能有一个待审核申请', {
  input: z.object({
    field: ZField,
    value: text('更正后的内容', 200),
    reason: text('更正理由', 500),
    attachments: attachmentIds,
    requestId: requestId.optional(),
  }),
  output: ZRequest,
  errors: [1],
});

export const confirmRecord = signedIn.post('/infocheck/api/confirm', '确认信息无误（重复确认不变）', {
  output: z.object({ confirmedAt: z.number() }),
  errors: [1],
});

export const withdrawRequest = signedIn.about(recordId('申请')).post('/infocheck/api/withdraw', '撤回自己待审核的更正申请', {
  output: z.object({ ok: z.boolean() }),
  errors: [1],
});

/** A class of the reviewer's scope: how far its students are. */
export const ZClassProgress = z.object({
  className: z.string(),
  college: z.string(),
  students: z.number(),
  confirmed: z.number(),
  unconfirmed: z.number(),
  pending: z.number(),
});
export type TClassProgress = z.infer<typeof ZClassProgress>;

export const ZReviewItem = ZRequest.extend({
  studentNo: z.string(),
  studentName: z.string(),
  className: z.string(),
  college: z.string(),
  reviewer: z.string(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const listReviews = reviewers.get('/infocheck/api/review/list', '更正申请（审核人范围内的班级）：按状态、班级、学号或姓名筛选，附各班确认进度', {
  input: pagedInput({
    status: ZRequestStatus.optional().describe('状态'),
    className: optionalText('班级', 60),
    q: optionalText('学号或姓名', 40),
  }),
  output: pageOf(ZReviewItem, {
    campaign: ZCampaign.nullable(),
    counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
    classes: z.array(ZClassProgress),
  }),
});

export const decideRequest = reviewers.post('/infocheck/api/review/decide', '通过或驳回更正申请（驳回须写明原因），并通知学生', {
  input: z.object({ id: recordId('申请'), approve: flag('是否通过'), comment: optionalText('审核意见', 500) }),
  output: ZReviewItem,
  errors: [1, 10004],
});

export const getCampaign = managers.get('/infocheck/api/campaign', '当前核对批次', {
  output: z.object({ campaign: ZCampaign.nullable() }),
});

export const saveCampaign = managers.post('/infocheck/api/campaign/save', '保存核对批次（名称、起止日期、可更正的项目）；不带编号为新建批次', {
  input: z.object({
    id: recordId('批次').optional(),
    name: text('批次名称', 60),
    opens: day('开始日期'),
    closes: day('结束日期'),
    editable: z.array(ZField, { error: '可更正项目格式不正确' }).max(FIELD_KEYS.length).describe('可更正项目'),
  }),
  output: ZCampaign,
  errors: [1],
});

/** The school system applies an approved correction: announced in the transaction of the approval. */
export const correctionApproved = webhookEvent(
  'student-record.corrected',
  '学生信息更正申请已通过，待教务系统同步',
  z.object({
    request_id: z.string().describe('申请编号'),
    student_no: z.string().describe('学号'),
    field: z.string().describe('项目（数据列名，如 phone）'),
    label: z.string().describe('项目名称，如 手机号'),
    old_value: z.string().describe('原值'),
    new_value: z.string().describe('更正为'),
  }),
);
