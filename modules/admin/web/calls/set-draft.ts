import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listDraft, setDraft } from '../../contract-settings';

export function useSetDraft() {
  const call = useCall();
  return async (input: TCallInput<typeof setDraft>, options?: TCallOptions) => {
    const done = await call(setDraft, input, options);
    if (done) await invalidateCalls(listDraft);
    return done;
  };
}
