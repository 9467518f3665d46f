import { z } from 'zod';
import { callsFor, get, signedIn } from '@quad/contracts/call';
import { optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { okAnswer } from '@quad/contracts/shapes';
import { ZInstanceStatus } from '@quad/workflow-engine/contract';
import { APPLICANT_KINDS, MAX_COPIES } from './rules';

const managers = callsFor({ app: 'certificate', module: 'manage' });

export const ZApplicantKind = z.enum(APPLICANT_KINDS, { error: '请选择可申请的人员' });

/** A type as the applicant picks it. */
export const ZCertificateType = z.object({ id: z.string(), name: z.string(), office: z.string(), description: z.string() });
export type TCertificateType = z.infer<typeof ZCertificateType>;

/** A type as its office keeps it. */
export const ZManagedType = ZCertificateType.extend({
  applicants: z.array(ZApplicantKind),
  template: z.string(),
  approverRole: z.string(),
  /** The seal's upload (and where it shows), '' for none. */
  seal: z.string(),
  sealUrl: z.string(),
  enabled: z.boolean(),
});
export type TManagedType = z.infer<typeof ZManagedType>;

export const ZCertificateItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  purpose: z.string(),
  copies: z.number(),
  status: ZInstanceStatus,
  /** 〔2026〕证字第0012号 once issued, else ''. */
  number: z.string(),
  issued: z.number(),
  /** When the office revoked it (Unix seconds), 0 while valid. */
  revoked: z.number(),
  created: z.number(),
});
export type TCertificateItem = z.infer<typeof ZCertificateItem>;

export const listApplicableTypes = signedIn.getOrPost('/certificate/api/types', '我可以申请的证明类型', {
  output: z.object({ list: z.array(ZCertificateType) }),
});

export const applyCertificate = signedIn.post('/certificate/api/apply', '申请开具证明（提交后进入审批）', {
  encoding: 'json',
  input: z.object({
    typeId: z.string({ error: '请选择证明类型' }).min(1, '请选择证明类型').describe('证明类型'),
    purpose: text('用途', 200),
    copies: z.coerce
      .number({ error: '请填写份数' })
      .int('份数应为整数')
      .min(1, '份数至少为1份')
      .max(MAX_COPIES, `份数不能超过${MAX_COPIES}份`)
      .describe('份数'),
    requestId,
  }),
  output: z.object({ id: z.string(), instanceId: z.string() }),
  errors: [1],
});

export const listMyCertificates = signedIn.getOrPost('/certificate/api/mine', '我的证明申请', {
  input: pagedInput(),
  output: pageOf(ZCertificateItem),
});

/** Where the applicant downloads an issued certificate (`?id=`): a PDF, not a JSON call. */
export const CERTIFICATE_PDF_PATH = '/certificate/api/pdf';

export const ZVerifyResult = z.object({
  state: z.enum(['valid', 'revoked', 'unknown']),
  holder: z.string().describe('持证人（部分隐去）'),
  typeName: z.string(),
  number: z.string(),
  office: z.string(),
  issued: z.number(),
  revoked: z.number(),
});
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

export const verifyCertificate = get('/certificate/api/verify', '核验证明（无需登录：扫描证明上的二维码）', {
  access: 'public',
  input: z.object({ code: z.string({ error: '请提供核验码' }).trim().max(64, '核验码无效').describe('核验码') }),
  output: ZVerifyResult,
  errors: [10029],
});

export const listManagedTypes = managers.getOrPost('/certificate/api/manage/types', '证明类型（含模板、印章、审批角色）', {
  output: z.object({ list: z.array(ZManagedType), roles: z.array(z.object({ key: z.string(), name: z.string() })) }),
});

export const saveCertificateType = managers.post('/certificate/api/manage/type/save', '新建或修改证明类型', {
  encoding: 'json',
  input: z.object({
    id: z.string().optional().describe('不填为新建'),
    name: text('证明名称', 30),
    office: text('开具部门', 30),
    description: optionalText('说明', 200),
    applicants: z.array(ZApplicantKind).min(1, '请选择可申请的人员').describe('可申请的人员'),
    template: text('证明正文模板', 2000),
    approverRole: z.string({ error: '请选择审批角色' }).min(1, '请选择审批角色').describe('审批角色'),
    seal: z.string().optional().describe('印章图片（上传的文件）'),
    enabled: z.boolean().default(true),
  }),
  output: z.object({ id: z.string() }),
  errors: [1],
});

export const ZCertificateRecord = ZCertificateItem.extend({ name: z.string(), userNumber: z.string(), department: z.string(), revokeReason: z.string() });
export type TCertificateRecord = z.infer<typeof ZCertificateRecord>;

const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`).describe(label);
const recordFilters = {
  status: ZInstanceStatus.optional(),
  typeId: z.string().optional().describe('证明类型'),
  from: day('开始日期').optional().describe('申请日期从'),
  to: day('结束日期').optional(),
  keyword: optionalText('姓名、学工号或证明编号', 50),
};

export const listCertificateRecords = managers.getOrPost('/certificate/api/manage/records', '证明记录', {
  input: pagedInput(recordFilters, { maxSize: 100 }),
  output: pageOf(ZCertificateRecord),
});

export const revokeCertificate = managers.post('/certificate/api/manage/revoke', '作废已开具的证明（记入审计日志）', {
  input: z.object({ id: recordId('证明'), reason: text('作废原因', 200) }),
  output: okAnswer,
  errors: [1, 10004],
});

export const certificateStatistic = managers.getOrPost('/certificate/api/manage/statistic', '证明统计：各类型、各月份的申请与开具数', {
  input: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().describe('年份，不填为今年') }),
  output: z.object({
    year: z.number(),
    byType: z.array(z.object({ typeId: z.string(), name: z.string(), applied: z.number(), issued: z.number(), revoked: z.number() })),
    byMonth: z.array(z.object({ month: z.number(), applied: z.number(), issued: z.number() })),
  }),
});

export const CERTIFICATE_EXPORT_PATH = '/certificate/api/manage/records/export';
export const ZCertificateExportQuery = z.object(recordFilters);
