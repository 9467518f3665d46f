import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { idList, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId, ZNamed } from '@quad/contracts/records';
import { okAnswer } from '@quad/contracts/shapes';
import { DOCUMENT_STATUSES, MAX_BODY } from './rules';

const managers = callsFor({ app: 'official', module: 'manage' });
const aboutDocument = signedIn.about(recordId('公文'));

export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES, { error: '公文状态不正确' });

/** A red-header template as a drafter picks it. */
export const ZTemplate = z.object({ id: z.string(), name: z.string(), organ: z.string(), prefix: z.string() });
export type TTemplate = z.infer<typeof ZTemplate>;

/** A template as the console keeps it: with its seal and switch. */
export const ZManagedTemplate = ZTemplate.extend({ seal: z.string(), sealUrl: z.string(), enabled: z.boolean() });
export type TManagedTemplate = z.infer<typeof ZManagedTemplate>;

/** One unit's receipt: who signed for it and when (0 and '' while unsigned). */
export const ZReceipt = z.object({
  id: z.string(),
  unitId: z.string(),
  unit: z.string(),
  kind: z.enum(['main', 'copy']),
  signer: z.string(),
  signedAt: z.number(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** A document as a list shows it. */
export const ZDocumentItem = z.object({
  id: z.string(),
  title: z.string(),
  templateName: z.string(),
  status: ZDocumentStatus,
  /** 北大发〔2026〕12号 once issued, else ''. */
  number: z.string(),
  drafter: z.string(),
  issued: z.number(),
  created: z.number(),
  updated: z.number(),
});
export type TDocumentItem = z.infer<typeof ZDocumentItem>;

/** A document received by one of my units (收文): the unit's receipt on it. */
export const ZReceivedItem = ZDocumentItem.extend({ receiptId: z.string(), unit: z.string(), signedAt: z.number() });
export type TReceivedItem = z.infer<typeof ZReceivedItem>;

/** One document with everything its pages show, and what the reader may do with it. */
export const ZDocument = ZDocumentItem.extend({
  templateId: z.string(),
  organ: z.string(),
  sealUrl: z.string(),
  body: z.string(),
  mainUnits: z.array(ZNamed),
  copyUnits: z.array(ZNamed),
  /** The issuing day `YYYY-MM-DD` (Beijing), '' before. */
  issuedDay: z.string(),
  /** The latest flow it was sent along ('' before the first 送审), and every earlier one. */
  instanceId: z.string(),
  pastInstances: z.array(z.string()),
  /** The last approver's words when the flow returned it (退回修改). */
  returnComment: z.string(),
  receipts: z.array(ZReceipt),
  mine: z.boolean().describe('我是拟稿人'),
  canEdit: z.boolean(),
  canPublish: z.boolean(),
  canUrge: z.boolean(),
  /** My units' receipts on it (I sign for them). */
  myReceipts: z.array(ZReceipt),
});
export type TDocument = z.infer<typeof ZDocument>;

export const listTemplates = signedIn.getOrPost('/official/api/templates', '可用的红头模板', {
  output: z.object({ list: z.array(ZTemplate) }),
});

export const listUnits = signedIn.getOrPost('/official/api/units', '可选的主送、抄送单位（本站的部门）', {
  output: z.object({ list: z.array(ZNamed) }),
});

export const createDraft = signedIn.post('/official/api/draft/create', '拟稿：新建一份公文草稿', {
  encoding: 'json',
  input: z.object({ templateId: z.string().max(40).optional().describe('红头模板，不填为第一个可用的'), requestId }),
  output: z.object({ id: z.string() }),
  errors: [1],
});

export const saveDraft = signedIn.post('/official/api/draft/save', '保存草稿（拟稿人，草稿或退回状态）', {
  encoding: 'json',
  input: z.object({
    id: recordId('公文'),
    templateId: z.string({ error: '请选择红头模板' }).min(1, '请选择红头模板').max(40).describe('红头模板'),
    title: optionalText('标题', 100),
    body: optionalText('正文', MAX_BODY),
  }),
  output: okAnswer,
  errors: [1, 10004],
});

export const saveUnits = signedIn.post('/official/api/draft/units', '保存主送、抄送单位', {
  encoding: 'json',
  input: z.object({ id: recordId('公文'), main: idList('主送单位'), copy: idList('抄送单位') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const sendDocument = signedIn.post('/official/api/send', '送审：按公文流程（核稿、签发）审批', {
  encoding: 'json',
  input: z.object({ id: recordId('公文'), requestId }),
  output: z.object({ instanceId: z.string() }),
  errors: [1, 10004],
});

export const getDocument = aboutDocument.getOrPost('/official/api/document', '一份公文（拟稿人、收文单位、已发布时全站可见）', {
  output: ZDocument,
});

export const signReceipt = aboutDocument.post('/official/api/sign', '收文签收（为我的单位签收，重复签收答复第一次的签收）', {
  output: z.object({ receipts: z.array(ZReceipt) }),
  errors: [1],
});

export const urgeReceipts = aboutDocument.post('/official/api/urge', '催签：提醒未签收单位的收文人（每份公文10分钟一次）', {
  output: z.object({ reminded: z.number() }),
  errors: [1, 10029],
});

export const publishDocument = aboutDocument.post('/official/api/publish', '发布：已签发的公文全站可见（拟稿人或管理员）', {
  output: okAnswer,
  errors: [1],
});

export const listReceived = signedIn.getOrPost('/official/api/received', '收文：发给我所在单位的公文，未签收在前', {
  input: pagedInput(),
  output: pageOf(ZReceivedItem),
});

export const listSent = signedIn.getOrPost('/official/api/sent', '发文：我拟写的公文', {
  input: pagedInput(),
  output: pageOf(ZDocumentItem),
});

export const listPublished = signedIn.getOrPost('/official/api/published', '公开：本站已发布的公文', {
  input: pagedInput(),
  output: pageOf(ZDocumentItem),
});

/** Where a reader downloads an issued document (`?id=`): a PDF, not a JSON call. */
export const OFFICIAL_PDF_PATH = '/official/api/pdf';

export const listManagedTemplates = managers.getOrPost('/official/api/manage/templates', '红头模板（含印章、停用的）', {
  output: z.object({ list: z.array(ZManagedTemplate) }),
});

export const saveTemplate = managers.post('/official/api/manage/template/save', '新建或修改红头模板', {
  encoding: 'json',
  input: z.object({
    id: z.string().max(40).optional().describe('不填为新建'),
    name: text('模板名称', 30),
    organ: text('发文机关', 40),
    prefix: text('文号前缀', 12),
    seal: z.string().max(64).optional().describe('印章图片（上传的文件）'),
    enabled: z.boolean().default(true),
  }),
  output: z.object({ id: z.string() }),
  errors: [1, 10004],
});

const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`).describe(label);
const recordFilters = {
  status: ZDocumentStatus.optional(),
  from: day('开始日期').optional().describe('拟稿日期从'),
  to: day('结束日期').optional(),
  keyword: optionalText('标题、文号或拟稿人', 50),
};

export const ZDocumentRecord = ZDocumentItem.extend({ organ: z.string(), units: z.number(), signed: z.number() });
export type TDocumentRecord = z.infer<typeof ZDocumentRecord>;

export const listDocumentRecords = managers.getOrPost('/official/api/manage/documents', '公文管理：本站全部公文', {
  input: pagedInput(recordFilters, { maxSize: 100 }),
  output: pageOf(ZDocumentRecord),
});

export const OFFICIAL_EXPORT_PATH = '/official/api/manage/documents/export';
export const ZDocumentExportQuery = z.object(recordFilters);
