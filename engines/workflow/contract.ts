import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { flag, idList, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { attachmentIds, requestId, ZAttachment, ZNamed } from '@quad/contracts/records';
import { listOf, okAnswer } from '@quad/contracts/shapes';
import { webhookEvent } from '@quad/contracts/webhook-event';

/**
 * The workflow engine's calls (issue 20): the lists of the to-do pages (document/backlog, complete,
 * sendpage), one instance's tracking (document/flow, flowlog), and the actions on a task or an
 * instance. Anyone signed in may call them; the engine answers only what the caller is part of, and
 * refuses in Chinese an action that is not theirs to take (code 1, message 已被他人处理 when someone
 * else decided first). Areas start instances through their own calls (leave's apply), with the
 * engine's `startInstance`.
 */

const instanceId = recordId('流程');
const taskId = recordId('待办');
const comment = optionalText('审批意见', 1000);

/** Plain data, so pages can list the states (the browser build keeps a contract's data, not its schemas). */
export const INSTANCE_STATUSES = ['running', 'returned', 'approved', 'rejected', 'withdrawn'] as const;
export const ZInstanceStatus = z.enum(INSTANCE_STATUSES).describe('流程状态：审批中、退回修改（等申请人修改后重新提交）、已通过、已驳回、已撤回');
export type TInstanceStatus = z.infer<typeof ZInstanceStatus>;

/**
 * A task's state: `pending` waits for its assignee; `approved`/`rejected` they decided; `returned` they
 * sent the request back to its applicant for changes (退回修改); `transferred`
 * they passed it on (转办); `closed` it ended without them (或签 decided by another, a co-signer
 * rejected, the applicant withdrew); `waiting` a later one of a 依次 step, not yet theirs.
 */
export const ZTaskStatus = z.enum(['waiting', 'pending', 'approved', 'rejected', 'returned', 'transferred', 'closed']);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;

export const ZFlowAction = z.enum(['submit', 'approve', 'reject', 'return', 'resubmit', 'transfer', 'add-signer', 'withdraw', 'urge', 'comment', 'cc', 'remind', 'escalate', 'fallback', 'complete']);
export type TFlowAction = z.infer<typeof ZFlowAction>;

/** A line of a list of tasks (backlog: mine to do; done: mine decided). */
export const ZTaskItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  app: z.string().describe('发起流程的应用（如 leave）'),
  title: z.string(),
  applicant: z.string().describe('申请人姓名'),
  step: z.string().describe('环节名称'),
  status: ZTaskStatus,
  created: z.number().describe('到达时间（Unix 秒）'),
  decided: z.number().describe('办理时间，未办为 0'),
  deadline: z.number().describe('办理时限，无时限为 0'),
});
export type TTaskItem = z.infer<typeof ZTaskItem>;

/** A line of the list of what I started (sendpage). */
export const ZInstanceItem = z.object({
  id: z.string(),
  app: z.string(),
  title: z.string(),
  status: ZInstanceStatus,
  step: z.string().describe('当前环节，结束后为空'),
  created: z.number(),
  updated: z.number(),
});
export type TInstanceItem = z.infer<typeof ZInstanceItem>;

export const ZFlowLogEntry = z.object({
  action: ZFlowAction,
  actor: z.string().describe('办理人姓名（委托时为“受托人（代 委托人）”）'),
  step: z.string().describe('环节名称'),
  comment: z.string(),
  detail: z.string().describe('如“转办给 张三”“驳回到 辅导员审批”'),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })).describe('审批人修改的字段'),
  attachments: z.array(ZAttachment),
  at: z.number(),
});
export type TFlowLogEntry = z.infer<typeof ZFlowLogEntry>;

/** A step as the tracking graph draws it: who acted, who is pending. */
export const ZStepView = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(['single', 'all', 'any', 'sequence']),
  state: z.enum(['done', 'active', 'waiting', 'skipped']),
  people: z.array(z.object({ id: z.string(), name: z.string(), status: ZTaskStatus, decided: z.number() })),
});
export type TStepView = z.infer<typeof ZStepView>;

export const ZInstanceDetail = z.object({
  id: z.string(),
  app: z.string(),
  title: z.string(),
  status: ZInstanceStatus,
  applicant: z.object({ id: z.string(), name: z.string(), number: z.string(), department: z.string() }),
  /** The request's values (a forms-engine answer), as the area's request form names them. */
  values: z.record(z.string(), z.unknown()),
  created: z.number(),
  updated: z.number(),
  steps: z.array(ZStepView),
  log: z.array(ZFlowLogEntry),
  /** 抄送: who was sent it to read, and since when they have read it (0 while unread). */
  cc: z.array(z.object({ id: z.string(), name: z.string(), read: z.number() })),
  /** The caller's pending task on it, with what they may do. */
  myTask: z
    .object({
      id: z.string(),
      step: z.string(),
      editable: z.array(z.string()).describe('可修改的字段'),
      /** The next step's approvers are the caller's to choose (`chosen` step): from these. */
      chooseNext: z.array(ZNamed).nullable(),
      /** Steps already passed, where a rejection may send the request back to (驳回到指定环节). */
      rejectTo: z.array(ZNamed),
      /** 退回修改 is offered: the request's app lets its applicants change a returned request. */
      canReturn: z.boolean(),
    })
    .nullable(),
  /** Where the applicant changes their returned request and sends it again; '' unless that is the caller's to do now. */
  revise: z.string(),
  canWithdraw: z.boolean().describe('申请人，且尚无人办理或已退回修改'),
  canUrge: z.boolean(),
});
export type TInstanceDetail = z.infer<typeof ZInstanceDetail>;

const listInput = pagedInput({ keyword: optionalText('搜索词', 50), app: optionalText('应用', 30).describe('只看这个应用的（如 leave）') });

export const listBacklog = signedIn.getOrPost('/workflow/api/tasks/backlog', '我的待办（待我审批）', { input: listInput, output: pageOf(ZTaskItem) });
export const listDone = signedIn.getOrPost('/workflow/api/tasks/done', '我的已办', { input: listInput, output: pageOf(ZTaskItem) });
export const listStarted = signedIn.getOrPost('/workflow/api/instances/mine', '我发起的', { input: listInput, output: pageOf(ZInstanceItem) });

export const getInstance = signedIn.getOrPost('/workflow/api/instance/detail', '流程详情、流转图与流转记录', {
  input: z.object({ id: instanceId }),
  output: ZInstanceDetail,
  errors: [10004],
});

export const approveTask = signedIn.post('/workflow/api/task/approve', '同意', {
  input: z.object({
    id: taskId,
    comment,
    /** Changes to the fields this step may edit. */
    values: z.record(z.string(), z.unknown()).default({}),
    /** The next step's approvers, when they are the caller's to choose. */
    next: idList('下一环节审批人'),
    requestId: requestId.optional(),
  }),
  output: okAnswer,
  errors: [1, 10004],
});

export const rejectTask = signedIn.post('/workflow/api/task/reject', '驳回：退回申请人（流程结束），或退回到已经过的环节', {
  input: z.object({ id: taskId, comment: text('驳回理由', 1000), toStep: z.string().max(32).default('').describe('退回到的环节标识，空为退回申请人'), requestId: requestId.optional() }),
  output: okAnswer,
  errors: [1, 10004],
});

export const returnTask = signedIn.post('/workflow/api/task/return', '退回修改：申请人修改后重新提交，回到本环节继续审批', {
  input: z.object({ id: taskId, comment: text('退回理由', 1000), requestId: requestId.optional() }),
  output: okAnswer,
  errors: [1, 10004],
});

export const transferTask = signedIn.post('/workflow/api/task/transfer', '转办给他人', {
  input: z.object({ id: taskId, userId: recordId('转办人'), comment }),
  output: okAnswer,
  errors: [1, 10004],
});

export const addSigner = signedIn.post('/workflow/api/task/add-signer', '加签：在我之前或之后加一位审批人', {
  input: z.object({ id: taskId, userId: recordId('加签人'), position: z.enum(['before', 'after'], { error: '加签位置不正确' }), comment }),
  output: okAnswer,
  errors: [1, 10004],
});

export const withdrawInstance = signedIn.post('/workflow/api/instance/withdraw', '撤回（尚无人办理时）', {
  input: z.object({ id: instanceId }),
  output: okAnswer,
  errors: [1, 10004],
});

export const urgeInstance = signedIn.post('/workflow/api/instance/urge', '催办：提醒当前审批人', {
  input: z.object({ id: instanceId }),
  output: z.object({ sent: z.number() }),
  errors: [1, 10004, 10029],
});

export const commentInstance = signedIn.post('/workflow/api/instance/comment', '留言（可带附件）', {
  input: z.object({ id: instanceId, comment: text('留言', 1000), attachments: attachmentIds }),
  output: okAnswer,
  errors: [1, 10004],
});

export const ccInstance = signedIn.post('/workflow/api/instance/cc', '抄送：请他人知悉（可查看流程，不参与审批）', {
  input: z.object({ id: instanceId, people: idList('抄送人').pipe(z.array(z.string()).min(1, '请选择抄送人').max(20, '一次最多抄送20人')), comment: optionalText('附言', 500) }),
  output: z.object({ sent: z.number().describe('新抄送的人数（已抄送过的不重复）') }),
  errors: [1, 10004],
});

/** A line of 抄送我的 (document/waitpage): read once I opened it. */
export const ZCcItem = z.object({
  id: z.string(),
  instanceId: z.string(),
  app: z.string(),
  title: z.string(),
  status: ZInstanceStatus,
  applicant: z.string().describe('申请人姓名'),
  from: z.string().describe('抄送人姓名'),
  created: z.number().describe('抄送时间'),
  read: z.number().describe('阅读时间，未读为 0'),
});
export type TCcItem = z.infer<typeof ZCcItem>;

export const listCc = signedIn.getOrPost('/workflow/api/cc/list', '抄送我的（待阅、已阅）', {
  input: pagedInput({ unread: flag('只看未读').optional() }),
  output: pageOf(ZCcItem, { unread: z.number().describe('未读数') }),
});

export const ZDelegation = z.object({
  id: z.string(),
  delegate: z.object({ id: z.string(), name: z.string() }),
  from: z.number().describe('开始（Unix 秒）'),
  to: z.number().describe('结束（Unix 秒）'),
});

export const listDelegations = signedIn.getOrPost('/workflow/api/delegation/list', '我的委托（期间内我的审批交给受托人）', { output: listOf(ZDelegation) });

export const saveDelegation = signedIn.post('/workflow/api/delegation/save', '委托他人在一段时间内代我审批', {
  input: z.object({ userId: recordId('受托人'), from: unixSeconds('开始时间'), to: unixSeconds('结束时间') }),
  output: z.object({ id: z.string() }),
  errors: [1],
});

export const cancelDelegation = signedIn.post('/workflow/api/delegation/cancel', '取消委托', {
  input: z.object({ id: recordId('委托') }),
  output: okAnswer,
  errors: [10004],
});

/** A person as the people pickers show them. */
export const ZColleague = z.object({ id: z.string(), name: z.string(), number: z.string(), department: z.string() });

export const searchColleagues = signedIn.getOrPost('/workflow/api/people/search', '按姓名、学工号或拼音找人（转办、加签、选择审批人）', {
  input: z.object({ keyword: text('姓名或学工号', 50) }),
  output: listOf(ZColleague),
});

export const workflowSubmitted = webhookEvent(
  'workflow.submitted',
  '提交了审批',
  z.object({ instance_id: z.string(), app: z.string(), uid: z.string().describe('申请人编号') }),
);
export const workflowDecided = webhookEvent(
  'workflow.decided',
  '审批人办理了一个环节',
  z.object({ instance_id: z.string(), app: z.string(), step: z.string(), uid: z.string().describe('办理人编号'), action: z.string() }),
);
export const workflowCompleted = webhookEvent(
  'workflow.completed',
  '流程结束（通过、驳回或撤回）',
  z.object({ instance_id: z.string(), app: z.string(), status: ZInstanceStatus }),
);
