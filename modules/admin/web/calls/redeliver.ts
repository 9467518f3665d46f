import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listDeliveries, listWebhooks, redeliver } from '@quad/contracts/webhooks';

export function useRedeliver() {
  const call = useCall();
  return async (input: TCallInput<typeof redeliver>, options?: TCallOptions) => {
    const done = await call(redeliver, input, options);
    if (done) await invalidateCalls(listWebhooks, listDeliveries);
    return done;
  };
}
