import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listTokens, revokeToken } from '@quad/contracts/tokens';

export function useRevokeToken() {
  const call = useCall();
  return async (input: TCallInput<typeof revokeToken>, options?: TCallOptions) => {
    const done = await call(revokeToken, input, options);
    if (done) await invalidateCalls(listTokens);
    return done;
  };
}
