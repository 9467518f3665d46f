import type { TCallInput } from '@quad/contracts/call';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { useCall, type TCallOptions } from '@quad/platform/shell/console/use-call';
import { deleteDepartment, listDepartments } from '../../contract';

export function useDeleteDepartment() {
  const call = useCall();
  return async (input: TCallInput<typeof deleteDepartment>, options?: TCallOptions) => {
    const done = await call(deleteDepartment, input, options);
    if (done) await invalidateCalls(listDepartments);
    return done;
  };
}
