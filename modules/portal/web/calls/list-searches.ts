import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { isLoggedIn } from '@quad/platform/shell/session';
import { listSearches } from '../../contract';

/** My search history; a guest has none (and is not asked). */
export const useSearchHistory = () => useQuery({ ...callQuery(listSearches, {}), enabled: isLoggedIn() });
