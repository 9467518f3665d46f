import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { idList, recordId } from '@quad/contracts/fields';
import { listOf } from '@quad/contracts/shapes';
import { ZInstanceStatus } from '@quad/workflow-engine/contract';

/**
 * The forms area's own calls (the rest are the forms engine's): how answers to forms whose
 * 提交后需要审批 is on stand in their approval. The flow itself is read on the workflow engine's pages.
 */

const resultReaders = callsFor({ app: 'forms', module: 'results' });

export const ZAnswerFlow = z.object({
  answerId: z.string(),
  /** The instance its latest submission started: its tracking page is flowPath(instanceId). */
  instanceId: z.string(),
  status: ZInstanceStatus,
});
export type TAnswerFlow = z.infer<typeof ZAnswerFlow>;

/** The answers a page shows (a list, a results page): at most 500, as every id list. */
const answerIds = idList('答卷编号');

export const myAnswerFlows = signedIn.getOrPost('/forms/api/flows/mine', '我的答卷的审批（流程与状态）；不需审批的答卷不在其中', {
  input: z.object({ ids: answerIds }),
  output: listOf(ZAnswerFlow),
});

export const resultAnswerFlows = resultReaders.getOrPost('/forms/api/flows/results', '表单答卷的审批状态（答卷结果）', {
  input: z.object({ id: recordId('表单'), ids: answerIds }),
  output: listOf(ZAnswerFlow),
});
