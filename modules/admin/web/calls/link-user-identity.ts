import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { linkUserIdentity, listUserIdentities } from '../../contract';

export function useLinkUserIdentity() {
  const call = useCall();
  return async (input: TCallInput<typeof linkUserIdentity>, options?: TCallOptions) => {
    const done = await call(linkUserIdentity, input, options);
    if (done) await invalidateCalls(listUserIdentities);
    return done;
  };
}
