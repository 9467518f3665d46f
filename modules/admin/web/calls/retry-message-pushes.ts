import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listMessagePushes, retryMessagePushes } from '@quad/contracts/message-pushes';

export function useRetryMessagePushes() {
  const call = useCall();
  return async (input: TCallInput<typeof retryMessagePushes>, options?: TCallOptions) => {
    const done = await call(retryMessagePushes, input, options);
    if (done) await invalidateCalls(listMessagePushes);
    return done;
  };
}
