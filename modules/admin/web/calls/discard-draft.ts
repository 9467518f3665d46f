import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { discardDraft, listDraft } from '../../contract-settings';

export function useDiscardDraft() {
  const call = useCall();
  return async (input: TCallInput<typeof discardDraft>, options?: TCallOptions) => {
    const done = await call(discardDraft, input, options);
    if (done) await invalidateCalls(listDraft);
    return done;
  };
}
