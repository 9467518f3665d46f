import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { isLoggedIn } from '@quad/platform/shell/session';
import { listFavourites } from '../../contract';

/** My favourites; a guest has none (and is not asked). */
export const useFavourites = () => useQuery({ ...callQuery(listFavourites, {}), enabled: isLoggedIn(), staleTime: 60_000 });
