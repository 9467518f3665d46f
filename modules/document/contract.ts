import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';
import { listOf } from '@quad/contracts/shapes';
import { ZColleague } from '@quad/workflow-engine/contract';
import { ZDefinitionSummary, ZDefinitionVersion, ZWorkflowDefinition } from '@quad/workflow-engine/contract-definition';

/**
 * 流程设置 (issue 20): the site's administrators change the approval flows its areas run. A flow is
 * made by the area that runs it (leave's on its first request), so these calls list, read and save
 * new versions of existing flows; none creates one.
 */
const flowAdmins = callsFor({ app: 'document', module: 'flows' });
const flowKey = text('流程标识', 32);

export const listFlows = flowAdmins.getOrPost('/document/api/flows/list', '本站的审批流程（各取最新版本）', {
  output: listOf(ZDefinitionSummary),
});

export const getFlow = flowAdmins.getOrPost('/document/api/flows/detail', '一个流程的最新设计与全部版本', {
  input: z.object({ key: flowKey }),
  output: ZDefinitionSummary.extend({
    definition: ZWorkflowDefinition,
    versions: z.array(ZDefinitionVersion),
    people: z.array(ZColleague).describe('设计中指定的人员'),
    fields: z.array(z.string()).describe('该应用申请中的字段（取自最近一次申请），供条件与可修改字段参考'),
  }),
  errors: [10004],
});

export const saveFlow = flowAdmins.post('/document/api/flows/save', '保存流程的新版本（进行中的申请仍按原版本）', {
  encoding: 'json',
  input: z.object({ key: flowKey, definition: ZWorkflowDefinition.describe('流程设计') }),
  output: z.object({ version: z.number() }),
  errors: [1, 10004],
});

export const flowRoles = flowAdmins.getOrPost('/document/api/flows/roles', '可作为审批人的角色', {
  output: listOf(z.object({ key: z.string(), name: z.string() })),
});
