import type { TCallInput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import type { TSaveAnswer } from '@quad/workflow-engine/console';
import { getFlow, listFlows, saveFlow } from '../../contract';

/** A flow's new version; the refusal in the server's words, for the editor to show as they are. */
export async function saveFlowVersion(input: TCallInput<typeof saveFlow>): Promise<TSaveAnswer> {
  const answer = await request(saveFlow, input);
  if (answer.e !== ErrorCode.OK) return { saved: false, refusal: answer.m };
  await invalidateCalls(listFlows, getFlow);
  return { saved: true };
}
