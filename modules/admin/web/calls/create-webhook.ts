import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { createWebhook, listDeliveries, listWebhooks } from '@quad/contracts/webhooks';

export function useCreateWebhook() {
  const call = useCall();
  return async (input: TCallInput<typeof createWebhook>, options?: TCallOptions) => {
    const done = await call(createWebhook, input, options);
    if (done) await invalidateCalls(listWebhooks, listDeliveries);
    return done;
  };
}
