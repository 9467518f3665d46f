import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { deleteForm, listForms } from '@quad/forms-engine/contract';

export function useDeleteForm() {
  const call = useCall();
  return async (input: TCallInput<typeof deleteForm>, options?: TCallOptions) => {
    const done = await call(deleteForm, input, options);
    if (done) await invalidateCalls(listForms);
    return done;
  };
}
