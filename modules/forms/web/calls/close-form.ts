import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { closeForm, listForms } from '@quad/forms-engine/contract';

export function useCloseForm() {
  const call = useCall();
  return async (input: TCallInput<typeof closeForm>, options?: TCallOptions) => {
    const done = await call(closeForm, input, options);
    if (done) await invalidateCalls(listForms);
    return done;
  };
}
