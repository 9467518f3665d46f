import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { copyForm, listForms } from '@quad/forms-engine/contract';

export function useCopyForm() {
  const call = useCall();
  return async (input: TCallInput<typeof copyForm>, options?: TCallOptions) => {
    const done = await call(copyForm, input, options);
    if (done) await invalidateCalls(listForms);
    return done;
  };
}
