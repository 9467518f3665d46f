import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { getSettings, listDraft, publishDraft } from '../../contract-settings';

export function usePublishDraft() {
  const call = useCall();
  return async (input: TCallInput<typeof publishDraft>, options?: TCallOptions) => {
    const done = await call(publishDraft, input, options);
    if (done) await invalidateCalls(listDraft, getSettings);
    return done;
  };
}
