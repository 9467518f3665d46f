import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listUsers, setUserStatus } from '../../contract';

export function useSetUserStatus() {
  const call = useCall();
  return async (input: TCallInput<typeof setUserStatus>, options?: TCallOptions) => {
    const done = await call(setUserStatus, input, options);
    if (done) await invalidateCalls(listUsers);
    return done;
  };
}
