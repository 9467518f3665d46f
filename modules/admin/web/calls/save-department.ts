import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { listDepartments, listUsers, saveDepartment } from '../../contract';

export function useSaveDepartment() {
  const call = useCall();
  return async (input: TCallInput<typeof saveDepartment>, options?: TCallOptions) => {
    const done = await call(saveDepartment, input, options);
    if (done) await invalidateCalls(listDepartments, listUsers);
    return done;
  };
}
