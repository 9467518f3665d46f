import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listRoles, listUsers, revokeRole } from '../../contract';

export function useRevokeRole() {
  const call = useCall();
  return async (input: TCallInput<typeof revokeRole>, options?: TCallOptions) => {
    const done = await call(revokeRole, input, options);
    if (done) await invalidateCalls(listUsers, listRoles);
    return done;
  };
}
