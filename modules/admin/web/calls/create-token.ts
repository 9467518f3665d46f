import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { createToken, listTokens } from '@quad/contracts/tokens';

export function useCreateToken() {
  const call = useCall();
  return async (input: TCallInput<typeof createToken>, options?: TCallOptions) => {
    const done = await call(createToken, input, options);
    if (done) await invalidateCalls(listTokens);
    return done;
  };
}
