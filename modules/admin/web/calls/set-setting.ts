import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { getSettings, setSetting } from '../../contract-settings';

export function useSetSetting() {
  const call = useCall();
  return async (input: TCallInput<typeof setSetting>, options?: TCallOptions) => {
    const done = await call(setSetting, input, options);
    if (done) await invalidateCalls(getSettings);
    return done;
  };
}
