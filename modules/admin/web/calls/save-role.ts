import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listRoles, listUsers, saveRole } from '../../contract';

export function useSaveRole() {
  const call = useCall();
  return async (input: TCallInput<typeof saveRole>, options?: TCallOptions) => {
    const done = await call(saveRole, input, options);
    if (done) await invalidateCalls(listRoles, listUsers);
    return done;
  };
}
