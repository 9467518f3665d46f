import { useCallMutation } from '@quad/platform/shell/calls';
import { listFavourites, removeFavourite } from '../../contract';

/** Unstars an app, also one the site has turned off since. */
export const useRemoveFavourite = () => useCallMutation(removeFavourite, { invalidates: [listFavourites] });
