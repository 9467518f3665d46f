import type { TCallInput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { listForms, saveForm } from '@quad/forms-engine/contract';

/** Saves settings and draft design; answers the envelope, whose design errors the designer puts beside their fields. */
export async function saveDesign(input: TCallInput<typeof saveForm>) {
  const answer = await request(saveForm, input);
  if (answer.e === ErrorCode.OK) await invalidateCalls(listForms);
  return answer;
}
