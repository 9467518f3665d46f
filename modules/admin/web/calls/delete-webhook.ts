import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { deleteWebhook, listDeliveries, listWebhooks } from '@quad/contracts/webhooks';

export function useDeleteWebhook() {
  const call = useCall();
  return async (input: TCallInput<typeof deleteWebhook>, options?: TCallOptions) => {
    const done = await call(deleteWebhook, input, options);
    if (done) await invalidateCalls(listWebhooks, listDeliveries);
    return done;
  };
}
