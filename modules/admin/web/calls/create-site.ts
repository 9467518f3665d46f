import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { createSite, listSites } from '../../contract-sites';

export function useCreateSite() {
  const call = useCall();
  return async (input: TCallInput<typeof createSite>, options?: TCallOptions) => {
    const done = await call(createSite, input, options);
    if (done) await invalidateCalls(listSites);
    return done;
  };
}
