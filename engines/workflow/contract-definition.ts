import { z } from 'zod';
import { int, text } from '@quad/contracts/fields';

/**
 * A workflow definition as the console designs it and the engine runs it (issue 20). A definition is
 * per site and keyed (`leave`, `visitor`…); each save is a new version, and an instance keeps the
 * version it started with.
 */

const stepKey = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, '环节标识只能是小写字母、数字和下划线').describe('环节标识');

/**
 * Who must act on a step:
 * - `people`: named people (user ids);
 * - `role`: holders of a role (its key); `scope: 'applicant'` keeps those whose grant is for the
 *   applicant's class or department (an instructor of the class, a leader of the department), `site` all;
 * - `chosen`: the approver of the previous step picks them, from the holders of `role` when given;
 * - `field`: the person the request itself names in a field (the host a visitor chose; a supervisor
 *   the applicant picked), by user id; a field naming nobody active goes to the fallback approvers.
 */
export const ZAssignee = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('people'), userIds: z.array(z.string().min(1)).min(1, '请选择审批人').max(50, '审批人最多50个') }),
    z.object({ kind: z.literal('role'), role: text('角色', 64), scope: z.enum(['applicant', 'site'], { error: '角色范围不正确' }).default('applicant') }),
    z.object({ kind: z.literal('chosen'), role: z.string().max(64).optional() }),
    z.object({ kind: z.literal('field'), field: text('人员字段', 64) }),
  ],
  { error: '审批人设置不正确' },
);
export type TAssignee = z.infer<typeof ZAssignee>;

/**
 * How the step's assignees decide: `single` one person (the first found); `all` 会签, every one must
 * approve; `any` 或签, the first decision wins and closes the others' tasks; `sequence` 依次, one
 * after another in the order found.
 */
export const ZStepKind = z.enum(['single', 'all', 'any', 'sequence'], { error: '审批方式不正确' });
export type TStepKind = z.infer<typeof ZStepKind>;

/** A step runs only when its condition holds on the request's values (leave longer than 3 days → the dean). */
export const ZCondition = z.object({
  field: z.string().min(1, '请选择条件字段').max(64),
  op: z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte'], { error: '条件比较方式不正确' }),
  value: z.union([z.string().max(200), z.number()]),
});
export type TCondition = z.infer<typeof ZCondition>;

export const ZStep = z.object({
  key: stepKey,
  name: text('环节名称', 30),
  kind: ZStepKind.default('single'),
  assignee: ZAssignee,
  when: ZCondition.optional(),
  /** Hours the assignees have before they are reminded (and the step escalated, when `escalateTo` is set); 0 = no limit. */
  limitHours: int('办理时限（小时）', 0, 24 * 90).default(0),
  escalateTo: ZAssignee.optional(),
  /** Request fields this step's approvers may change (the rest they only see). */
  editable: z.array(z.string().max(64)).max(100).default([]),
  /**
   * Request fields this step's approvers do not see (a reference's remarks kept from the department
   * step). Optional: flows saved before it existed, and areas' default flows, hide nothing.
   */
  hidden: z.array(z.string().max(64)).max(100).optional(),
});
export type TStep = z.infer<typeof ZStep>;

export const ZWorkflowDefinition = z.object({
  name: text('流程名称', 50),
  steps: z.array(ZStep).min(1, '流程至少需要一个审批环节').max(30, '审批环节最多30个'),
});
export type TWorkflowDefinition = z.infer<typeof ZWorkflowDefinition>;

/** A flow of the site as the console lists it: its latest version. */
export const ZDefinitionSummary = z.object({
  key: z.string().describe('流程标识'),
  app: z.string().describe('使用该流程的应用（如 leave）'),
  name: z.string(),
  version: z.number().describe('最新版本号'),
  updated: z.number().describe('最新版本的保存时间（Unix 秒）'),
});
export type TDefinitionSummary = z.infer<typeof ZDefinitionSummary>;

/** One saved version of a flow, for its history. */
export const ZDefinitionVersion = z.object({
  version: z.number(),
  name: z.string(),
  savedBy: z.string().describe('保存人姓名；应用自动建立的为空'),
  saved: z.number(),
});
export type TDefinitionVersion = z.infer<typeof ZDefinitionVersion>;
