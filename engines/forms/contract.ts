import { z } from 'zod';
import { callsFor, getOrPost, signedIn } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import type { TAnswerValues } from './shared/definition';
import { pagedInput, pageFields, pageOf } from '@quad/contracts/paging';
import { audiencePicks, requestId, ZNamed } from '@quad/contracts/records';
import { ZDesignShape, ZFormDefinition } from './contract-definition';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import { webhookEvent } from '@quad/contracts/webhook-event';

/**
 * The forms engine's calls. People fill forms by their number (`formid`, as the original product's
 * pages and scripts do); the console manages them by id.
 */

const designers = callsFor({ app: 'forms', module: 'design' });
const resultReaders = callsFor({ app: 'forms', module: 'results' });

const formNo = int('表单编号', 1, 2_147_483_647);
const formId = recordId('表单');
const answerId = recordId('答卷');

/** Answers as an object (JSON) or a JSON string (form clients). Each value is judged by the engine. */
const ZValues = z
  .union([z.record(z.string(), z.unknown()), z.string().transform((s, ctx) => {
    try {
      const parsed: unknown = JSON.parse(s);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: '答卷内容格式不正确' });
    return z.NEVER;
  })], { error: '答卷内容格式不正确' })
  .describe('答卷内容：字段标识 → 答案');

export const ZAudience = z.object({
  all: flag('全校可填').default(false),
  link: flag('凭链接可填').default(false),
  ...audiencePicks,
});

export const ZFrequency = z.enum(['once', 'daily', 'unlimited'], { error: '提交次数设置不正确' });
export const ZFormStatus = z.enum(['draft', 'published', 'closed']);

/** What the console sets besides the design: who, when, how often. Not versioned. */
export const ZFormSettings = z.object({
  title: text('表单名称', 100),
  description: optionalText('表单说明', 2000),
  category: optionalText('分类', 30),
  audience: ZAudience,
  /** Unix seconds; 0 = no limit. */
  opensAt: unixSeconds('开始时间').default(0),
  closesAt: unixSeconds('截止时间').default(0),
  frequency: ZFrequency.default('once'),
  /** Answers may be changed until the form closes. */
  editable: flag('截止前可修改').default(false),
  /** Results show no names (the person is still known to the server, to enforce the frequency). */
  anonymous: flag('匿名').default(false),
  /**
   * Each answer is a request: the area that owns approvals (the forms area, on the workflow engine)
   * starts one instance per submission. Off stops new ones; those running go on.
   */
  approval: flag('提交后需要审批').default(false),
});
export type TFormSettings = z.infer<typeof ZFormSettings>;

const definition = ZDesignShape.describe('表单设计（字段、数据源、插件、打印设置）');
const values = z
  .custom<TAnswerValues>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), '答卷内容应为对象')
  .describe('答卷内容：字段标识 → 答案');

/** Why a person cannot submit now (empty when they can). */
export const ZBlocked = z.enum(['', 'notOpen', 'closed', 'done', 'doneToday', 'notAudience']);

export const ZFormCard = z.object({
  no: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  closesAt: z.number(),
  frequency: ZFrequency,
  /** My answers to it (today's, for daily forms). */
  answered: z.boolean(),
  blocked: ZBlocked,
});

/** 待填写 / 已填写 / 已截止: the sections of my forms, in this order (plain data: pages import it). */
export const FORM_GROUPS = ['todo', 'done', 'closed'] as const;
export const ZFormGroup = z.enum(FORM_GROUPS);
export type TFormGroup = z.infer<typeof ZFormGroup>;

export const listMyForms = getOrPost('/forms/wap/default/list', '我可以填写的表单（含是否已填），按待填写、已填写、已截止分页', {
  access: 'session',
  input: pagedInput({
    category: optionalText('分类', 30),
    keyword: optionalText('搜索词', 50),
    group: ZFormGroup.optional().describe('只列这一组；不填时按组排列'),
  }),
  output: pageOf(ZFormCard, {
    /** How many forms each group holds (with the category and keyword). */
    groups: z.record(ZFormGroup, z.number()),
    /** The categories of my forms with the keyword, whatever the category chosen (the chips). */
    categories: z.array(z.string()),
  }),
  errors: [10013, 10022],
});

export const ZFillView = z.object({
  form: ZFormCard.extend({ id: z.string(), opensAt: z.number(), editable: z.boolean(), anonymous: z.boolean(), approval: z.boolean() }),
  version: z.number(),
  definition,
  /** My answer to edit (editable forms) or to show; absent when there is none. */
  mine: z.object({ id: z.string(), version: z.number(), values, created: z.number() }).optional(),
  /** My unsent draft of this version. */
  draft: values.optional(),
  /** Profile attributes for prefill plugins and profile data sources. */
  profile: z.record(z.string(), z.string()),
});
export type TFillView = z.infer<typeof ZFillView>;

export const getFillView = signedIn.getOrPost('/forms/wap/default/form', '打开表单：已发布的设计、我的答卷与草稿', {
  input: z.object({ formid: formNo }),
  output: ZFillView,
  errors: [10004],
});

export const saveDraft = signedIn.post('/forms/wap/default/draft', '自动保存草稿（不校验，不计入结果）', {
  encoding: 'json',
  input: z.object({ formid: formNo, version: int('版本', 1), values: ZValues }),
  output: z.object({ saved: z.number() }),
  errors: [10004],
});

export const submitAnswer = signedIn.post('/forms/wap/default/submit', '提交答卷：按所见版本逐字段校验；同一请求号重复提交只算一次', {
  encoding: 'json',
  input: z.object({
    formid: formNo,
    /** The published version the person saw; the answer is judged by it. */
    version: int('版本', 1),
    values: ZValues,
    /** Chosen by the page once per fill: a retried request returns the first answer instead of a second. */
    requestId,
    /** Spec §3: the department the person fills as (one of theirs); defaults to their own. */
    starterDeptId: optionalText('发起部门', 40),
  }),
  output: idAnswer,
  errors: [1, 10004],
});

export const ZAnswerView = z.object({
  id: z.string(),
  formNo: z.number(),
  title: z.string(),
  version: z.number(),
  definition,
  values,
  created: z.number(),
  updated: z.number(),
  canEdit: z.boolean(),
});

export const listMyAnswers = signedIn.getOrPost('/forms/wap/default/my-answers', '我对某表单的历次答卷', {
  input: z.object({ formid: formNo }),
  output: listOf(z.object({ id: z.string(), created: z.number(), day: z.string() })),
  errors: [10004],
});

export const getMyAnswer = signedIn.about(answerId).getOrPost('/forms/wap/default/answer', '我的一份答卷（按其版本的设计显示）', {
  output: ZAnswerView,
});

export const runDataSource = signedIn.getOrPost('/forms/wap/default/data-source', '运行子表数据源，返回行', {
  input: z.object({ formid: formNo, version: int('版本', 1), source: z.string().regex(/^[a-z0-9_]{1,30}$/, '数据源标识不正确') }),
  output: z.object({ rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))) }),
  errors: [10004],
});

/** Original protocol §2.5: `d.value` is `{id, <type>_<formid>_<n>: …}` of my latest answer (id '' when none). */
export const originalGetInfo = signedIn.getOrPost('/forms/wap/default/get-info', '原接口：表单当前答卷（d.value）', {
  input: z.object({ formid: formNo }).loose(),
  output: z.object({ value: z.record(z.string(), z.unknown()), form: z.object({ title: z.string(), version: z.number() }) }),
  errors: [10004],
});

/** Original protocol §2.5: `formid` and `value[<key>]` form fields; a second answer to a once-a-day form is `每日仅能提交一次`. */
export const originalSave = signedIn.post('/forms/wap/default/save', '原接口：提交答卷（value[字段标识]）', {
  aliases: ['/form/wap/default/save'],
  input: z.object({ formid: formNo }).loose(),
  output: okAnswer,
  errors: [1, 10004],
});

// ---- Console: design ----

export const ZFormRow = z.object({
  id: z.string(),
  no: z.number(),
  title: z.string(),
  category: z.string(),
  status: ZFormStatus,
  version: z.number(),
  /** The draft differs from the published version. */
  unpublished: z.boolean(),
  answers: z.number(),
  closesAt: z.number(),
  updated: z.number(),
});

export const listForms = designers.getOrPost('/forms/api/manage/list', '本站全部表单', {
  input: z.object({ keyword: optionalText('搜索词', 50), status: ZFormStatus.optional() }),
  output: listOf(ZFormRow),
});

export const ZFormDesign = z.object({
  id: z.string(),
  no: z.number(),
  status: ZFormStatus,
  version: z.number(),
  settings: ZFormSettings,
  /** The draft being designed (the published version until it is changed). */
  definition,
  versions: z.array(z.object({ version: z.number(), published: z.number(), by: z.string(), answers: z.number() })),
});

export const getForm = designers.about(formId).getOrPost('/forms/api/manage/get', '表单的设置、草稿设计与版本', {
  output: ZFormDesign,
});

export const ZTemplate = z.object({ key: z.string(), title: z.string(), description: z.string(), category: z.string() });

export const listTemplates = designers.getOrPost('/forms/api/manage/templates', '常用校园表单模板', {
  output: listOf(ZTemplate),
});

export const createForm = designers.post('/forms/api/manage/create', '新建表单（空白或从模板）', {
  input: z.object({ title: text('表单名称', 100), template: optionalText('模板', 40) }),
  output: z.object({ id: z.string(), no: z.number() }),
});

export const saveForm = designers.post('/forms/api/manage/save', '保存表单设置与草稿设计（发布前不影响填写）', {
  encoding: 'json',
  input: z.object({ id: formId, settings: ZFormSettings, definition: ZFormDefinition }),
  output: okAnswer,
  errors: [10004],
});

export const publishForm = designers.about(formId).post('/forms/api/manage/publish', '发布草稿为新版本', {
  output: z.object({ version: z.number() }),
  errors: [1],
});

export const closeForm = designers.post('/forms/api/manage/close', '关闭表单（不再接受答卷）或重新开放', {
  input: z.object({ id: formId, closed: flag('关闭') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const copyForm = designers.about(formId).post('/forms/api/manage/copy', '复制表单（设置与设计，不含答卷）', {
  output: z.object({ id: z.string(), no: z.number() }),
});

export const deleteForm = designers.about(formId).post('/forms/api/manage/delete', '删除尚无答卷的表单', {
  output: okAnswer,
  errors: [1],
});

// ---- Console: results ----

export const ZResultRow = z.object({
  id: z.string(),
  version: z.number(),
  /** Empty for anonymous forms. */
  name: z.string(),
  number: z.string(),
  department: z.string(),
  day: z.string(),
  created: z.number(),
  values,
});

export const listAnswers = resultReaders.getOrPost('/forms/api/results/answers', '表单的答卷（可搜索、分页）', {
  input: z.object({
    id: formId,
    ...pageFields({ maxPage: 100_000, maxSize: 100 }),
    keyword: optionalText('搜索词', 50),
    day: optionalText('日期', 10),
  }),
  output: pageOf(ZResultRow, { definition, title: z.string(), anonymous: z.boolean() }),
  errors: [10004],
});

export const ZFieldStats = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.string(),
  answered: z.number(),
  /** Choice fields: count per option. */
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })).optional(),
  /** Number and computed fields. */
  numbers: z.object({ min: z.number(), max: z.number(), avg: z.number(), sum: z.number() }).optional(),
});

export const answerStats = resultReaders.getOrPost('/forms/api/results/stats', '逐字段统计与每日答卷数', {
  input: z.object({ id: formId, day: optionalText('日期', 10) }),
  output: z.object({
    total: z.number(),
    audience: z.number(),
    fields: z.array(ZFieldStats),
    perDay: z.array(z.object({ day: z.string(), count: z.number() })),
  }),
  errors: [10004],
});

export const listPending = resultReaders.getOrPost('/forms/api/results/pending', '对象中尚未填写的人（每日表单为今天）', {
  input: z.object({ id: formId, ...pageFields({ maxPage: 100_000, maxSize: 100, defaultSize: 50 }) }),
  output: pageOf(z.object({ name: z.string(), number: z.string(), department: z.string() })),
  errors: [1, 10004],
});

export const remindPending = resultReaders.about(formId).post('/forms/api/results/remind', '给尚未填写的人发提醒消息', {
  output: z.object({ sent: z.number() }),
  errors: [1, 10029],
});

/** The Excel file is a page route (`GET /forms/api/results/export?id=`); its answer is the file. */
export const EXPORT_PATH = '/forms/api/results/export';

export const getResultAnswer = resultReaders.about(answerId).getOrPost('/forms/api/results/answer', '一份答卷（打印用，含其版本的设计与打印设置）', {
  output: z.object({ answer: ZResultRow, definition, title: z.string(), anonymous: z.boolean() }),
});

/** `<family>/detail3`: the fill rate of a form by its number, for results holders whether or not they are in its audience. */
export const fillStatus = resultReaders.getOrPost('/forms/api/results/fill-status', '表单填写情况（已填/应填，每日表单为站点今天）', {
  input: z.object({ formid: formNo }),
  output: z.object({ id: z.string(), title: z.string(), frequency: ZFrequency, day: z.string(), answered: z.number(), audience: z.number() }),
  errors: [10004],
});

/** What the designer's audience pickers offer: this site's departments with their classes, and its roles. */
export const audienceOptions = designers.getOrPost('/forms/api/manage/audience-options', '填写对象可选的部门、班级和角色', {
  output: z.object({
    departments: z.array(ZNamed),
    classes: z.array(ZNamed.extend({ department: z.string() })),
    roles: z.array(ZNamed),
  }),
});

export const formSubmitted = webhookEvent(
  'form.submitted',
  '提交了表单',
  z.object({
    form_id: z.string().describe('表单编号'),
    answer_id: z.string().describe('答卷编号'),
    uid: z.string().describe('提交人编号；匿名表单为空'),
  }),
);
