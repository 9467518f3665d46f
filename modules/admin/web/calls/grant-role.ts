import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { grantRole, listRoles, listUsers } from '../../contract';

export function useGrantRole() {
  const call = useCall();
  return async (input: TCallInput<typeof grantRole>, options?: TCallOptions) => {
    const done = await call(grantRole, input, options);
    if (done) await invalidateCalls(listUsers, listRoles);
    return done;
  };
}
