import { z } from 'zod';
import { getOrPost, post, signedIn } from '@quad/contracts/call';
import { optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { listOf } from '@quad/contracts/shapes';
import { ZInstanceStatus } from '@quad/workflow-engine/contract';
import { DAY, isIdCard, isMobile, isPlate, MOMENT, normalPlate, PERMIT_KINDS } from './rules';

/**
 * The permit area's calls for visitors (public: they have no account) and for people asking for a
 * car permit. The guards' and the security office's calls are in contract-office.ts.
 */

export const ZPermitKind = z.enum(PERMIT_KINDS).describe('类型：访客、车辆');

const moment = (label: string) => z.string({ error: `请选择${label}` }).regex(MOMENT, `请选择${label}`).describe(label);
const day = (label: string) => z.string({ error: `请选择${label}` }).regex(DAY, `请选择${label}`).describe(label);
const mobile = z.string({ error: '请填写手机号' }).trim().refine(isMobile, '手机号应为11位手机号码').describe('手机号');
const plate = z
  .string({ error: '请填写车牌号' })
  .transform(normalPlate)
  .refine(isPlate, '车牌号格式不正确（如 京A12345、新能源 京AD12345）')
  .describe('车牌号');
const optionalPlate = z
  .string()
  .transform(normalPlate)
  .refine((p) => p === '' || isPlate(p), '车牌号格式不正确（如 京A12345、新能源 京AD12345）')
  .optional()
  .describe('车牌号');
/** The secret of a visitor's status link: who holds it sees that one request, nothing else. */
export const viewToken = z.string({ error: '链接无效' }).regex(/^[A-Za-z0-9_-]{20,64}$/, '链接无效').describe('预约查询凭证');

/** A QR pass as its holder's phone shows it: the signed code rotates, so a screenshot soon stops working. */
export const ZPass = z.object({ token: z.string(), svg: z.string(), refreshIn: z.number().describe('多少秒后刷新') });
export type TPass = z.infer<typeof ZPass>;

/** A permit's state: the flow's, or `revoked` once the security office withdrew an approved pass. */
export const ZPermitState = z.union([ZInstanceStatus, z.literal('revoked')]);
export type TPermitState = z.infer<typeof ZPermitState>;

export const ZHost = z.object({ id: z.string(), name: z.string(), department: z.string() });
export type THost = z.infer<typeof ZHost>;

export const findHosts = getOrPost('/permit/api/visitor/hosts', '访客查找受访人（本校教职工，按姓名、拼音或工号）', {
  access: 'public',
  input: z.object({ keyword: text('受访人姓名或工号', 30) }),
  output: listOf(ZHost),
  errors: [10029],
});

export const applyVisit = post('/permit/api/visitor/apply', '访客预约（无需登录；受访人审批）', {
  access: 'public',
  encoding: 'json',
  input: z
    .object({
      name: text('姓名', 30),
      phone: mobile,
      idCard: z.string({ error: '请填写身份证号' }).trim().toUpperCase().refine(isIdCard, '身份证号不正确').describe('身份证号'),
      hostId: recordId('受访人').optional(),
      hostNumber: optionalText('受访人工号', 30),
      reason: text('来访事由', 200),
      start: moment('来访开始时间'),
      end: moment('来访结束时间'),
      plate: optionalPlate,
      requestId,
    })
    .refine((v) => v.end > v.start, { message: '来访结束时间必须晚于开始时间', path: ['end'] }),
  output: z.object({ token: viewToken }),
  errors: [1, 10029],
});

export const ZVisitStatus = z.object({
  state: ZPermitState,
  name: z.string(),
  phone: z.string().describe('已打码'),
  idCard: z.string().describe('已打码'),
  host: z.string(),
  reason: z.string(),
  comment: z.string().describe('受访人的审批意见（未同意时的理由）'),
  plate: z.string(),
  start: z.string(),
  end: z.string(),
  created: z.number(),
  pass: ZPass.nullable().describe('已批准且未撤销时的通行码'),
});
export type TVisitStatus = z.infer<typeof ZVisitStatus>;

export const visitStatus = getOrPost('/permit/api/visitor/status', '访客凭链接查看预约进度与通行码', {
  access: 'public',
  input: z.object({ token: viewToken }),
  output: ZVisitStatus,
  errors: [10004],
});

export const ZCarPermit = z.object({
  id: z.string(),
  instanceId: z.string(),
  plate: z.string(),
  owner: z.string(),
  reason: z.string(),
  start: z.string(),
  end: z.string(),
  state: ZPermitState,
  created: z.number(),
});
export type TCarPermit = z.infer<typeof ZCarPermit>;

export const applyCar = signedIn.post('/permit/api/car/apply', '申请车辆通行证（保卫处审批）', {
  encoding: 'json',
  input: z
    .object({ plate, owner: text('车主姓名', 30), reason: text('申请事由', 200), start: day('开始日期'), end: day('结束日期'), requestId })
    .refine((v) => v.end >= v.start, { message: '结束日期不能早于开始日期', path: ['end'] }),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1],
});

export const listMyCars = signedIn.getOrPost('/permit/api/car/mine', '我的车辆通行证', { input: pagedInput(), output: pageOf(ZCarPermit) });

export const carPass = signedIn.getOrPost('/permit/api/car/pass', '出示车辆通行证的通行码（已批准、未撤销、未过期）', {
  input: z.object({ id: recordId('通行证') }),
  output: ZCarPermit.extend({ pass: ZPass }),
  errors: [1, 10004],
});
