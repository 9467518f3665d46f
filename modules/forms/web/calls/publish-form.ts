import type { TCallInput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { getForm, listForms, publishForm } from '@quad/forms-engine/contract';

/** Publishes the draft as a new version; the list and the designer read the form again. */
export async function publishDraft(input: TCallInput<typeof publishForm>) {
  const answer = await request(publishForm, input);
  if (answer.e === ErrorCode.OK) await invalidateCalls(listForms, getForm);
  return answer;
}
