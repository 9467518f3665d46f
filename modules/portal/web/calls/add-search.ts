import { useCallMutation } from '@quad/platform/shell/calls';
import { isLoggedIn } from '@quad/platform/shell/session';
import { addSearch, listSearches } from '../../contract';

/**
 * Remembers what a signed-in person searched for. Quiet: the search itself goes on whether or not
 * the history took it.
 */
export function useRememberSearch() {
  const { mutate } = useCallMutation(addSearch, { quiet: true, invalidates: [listSearches] });
  return (keyword: string) => {
    if (isLoggedIn() && keyword.trim() !== '') mutate({ keyword: keyword.trim() });
  };
}
