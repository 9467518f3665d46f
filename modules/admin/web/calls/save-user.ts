import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listDepartments, listUsers, saveUser } from '../../contract';

export function useSaveUser() {
  const call = useCall();
  return async (input: TCallInput<typeof saveUser>, options?: TCallOptions) => {
    const done = await call(saveUser, input, options);
    if (done) await invalidateCalls(listUsers, listDepartments);
    return done;
  };
}
