import type { TCallInput } from '@quad/contracts/call';
import { useCall } from '@quad/platform/shell/console/use-call';
import { remindPending } from '@quad/forms-engine/contract';

/** Reminds who has not answered; a refusal (too often, nobody left) is shown by the call. */
export function useRemindPending() {
  const call = useCall();
  return (input: TCallInput<typeof remindPending>) => call(remindPending, input);
}
