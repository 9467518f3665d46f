import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listSites, setSiteStatus } from '../../contract-sites';

export function useSetSiteStatus() {
  const call = useCall();
  return async (input: TCallInput<typeof setSiteStatus>, options?: TCallOptions) => {
    const done = await call(setSiteStatus, input, options);
    if (done) await invalidateCalls(listSites);
    return done;
  };
}
