import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { getSettings, resetSetting } from '../../contract-settings';

export function useResetSetting() {
  const call = useCall();
  return async (input: TCallInput<typeof resetSetting>, options?: TCallOptions) => {
    const done = await call(resetSetting, input, options);
    if (done) await invalidateCalls(getSettings);
    return done;
  };
}
