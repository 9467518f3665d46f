import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';
import { ZFormDefinition } from '@quad/forms-engine/contract-definition';
import { idAnswer } from '@quad/contracts/shapes';
import { webhookEvent } from '@quad/contracts/webhook-event';

const ZValues = z.record(z.string(), z.unknown());

export const ZReportView = z.object({
  formNo: z.number().describe('每日上报表单编号'),
  baseFormNo: z.number().describe('基本信息表单编号'),
  title: z.string(),
  version: z.number(),
  definition: ZFormDefinition,
  today: z.object({ id: z.string(), values: ZValues, created: z.number() }).nullable().describe('今天的上报，未上报为空'),
  previous: z.object({ day: z.string(), values: ZValues }).nullable().describe('上一次上报（“与昨天相同”用）'),
  window: z.object({ open: z.boolean(), message: z.string(), openFrom: z.string(), openUntil: z.string(), deadline: z.string() }),
  realname: z.string(),
  number: z.string(),
  date: z.string().describe('站点今天，如 2026-09-01'),
});
export type TReportView = z.infer<typeof ZReportView>;

export const getReportView = signedIn.getOrPost('/ncov/wap/report/view', '每日上报页面数据：表单设计、今天和上一次的上报、开放时间', {
  output: ZReportView,
});

/** Stable reasons of the daily report's refusals (`d.reason`): the page acts on them, never on the wording. */
export const REPORT_REFUSALS = { alreadyReported: 'health.already-reported' } as const;

export const saveReport = signedIn.post(
  '/ncov/wap/report/save',
  '提交今天的每日上报（同一请求编号重试只保存一次；每天只能上报一次，再次提交答 d.reason = health.already-reported）',
  {
    encoding: 'json',
    errors: [1],
    reasons: [REPORT_REFUSALS.alreadyReported],
    input: z.object({
      values: ZValues.describe('按字段标识的答案'),
      requestId: text('请求编号', 64),
    }),
    output: idAnswer,
  },
);

export const reportSubmitted = webhookEvent(
  'report.submitted',
  '提交了每日填报',
  z.object({
    report_id: z.string().describe('填报编号'),
    uid: z.string().describe('填报人编号'),
    day: z.string().describe('填报日期（站点时区），如 2026-09-01'),
  }),
);
