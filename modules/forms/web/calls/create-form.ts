import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { createForm, listForms } from '@quad/forms-engine/contract';

export function useCreateForm() {
  const call = useCall();
  return async (input: TCallInput<typeof createForm>, options?: TCallOptions) => {
    const done = await call(createForm, input, options);
    if (done) await invalidateCalls(listForms);
    return done;
  };
}
