import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listUserIdentities, unlinkUserIdentity } from '../../contract';

export function useUnlinkUserIdentity() {
  const call = useCall();
  return async (input: TCallInput<typeof unlinkUserIdentity>, options?: TCallOptions) => {
    const done = await call(unlinkUserIdentity, input, options);
    if (done) await invalidateCalls(listUserIdentities);
    return done;
  };
}
