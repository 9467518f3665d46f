import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData, request } from '@quad/platform/shell/request';
import { isLoggedIn } from '@quad/platform/shell/session';
import { addFavourite, addSearch, deleteSearch, listFavourites, listSearches, removeFavourite } from '../contract';

const FAVOURITES = ['portal', 'favourites'];
const SEARCHES = ['portal', 'searches'];

/** My favourites; a guest has none (and is not asked). */
export const useFavourites = () =>
  useQuery({ queryKey: FAVOURITES, queryFn: () => fetchData(listFavourites, {}), enabled: isLoggedIn(), staleTime: 60_000 });

export const useSearchHistory = () => useQuery({ queryKey: SEARCHES, queryFn: () => fetchData(listSearches, {}), enabled: isLoggedIn() });

/** Stars or unstars an app; answers whether the server took it (its message already shown when not). */
export async function toggleFavourite(app: string, starred: boolean): Promise<boolean> {
  const answer = await request(starred ? removeFavourite : addFavourite, { app });
  await queryClient.invalidateQueries({ queryKey: FAVOURITES });
  return answer.e === 0;
}

export async function rememberSearch(keyword: string): Promise<void> {
  if (!isLoggedIn() || keyword.trim() === '') return;
  await request(addSearch, { keyword: keyword.trim() }, { quiet: true });
  await queryClient.invalidateQueries({ queryKey: SEARCHES });
}

export async function forgetSearch(id?: string): Promise<void> {
  await request(deleteSearch, id ? { id } : {});
  await queryClient.invalidateQueries({ queryKey: SEARCHES });
}
