import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listFeedback, setFeedbackStatus } from '../../contract-inbox';

export function useSetFeedbackStatus() {
  const call = useCall();
  return async (input: TCallInput<typeof setFeedbackStatus>, options?: TCallOptions) => {
    const done = await call(setFeedbackStatus, input, options);
    if (done) await invalidateCalls(listFeedback);
    return done;
  };
}
