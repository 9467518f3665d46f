import { useCallMutation } from '@quad/platform/shell/calls';
import { deleteSearch, listSearches } from '../../contract';

/** Deletes one entry of my search history, or all of it when given no id. */
export function useForgetSearch() {
  const { mutate } = useCallMutation(deleteSearch, { invalidates: [listSearches] });
  return (id?: string) => mutate(id ? { id } : {});
}
