import { useCallMutation } from '@quad/platform/shell/calls';
import { addFavourite, listFavourites } from '../../contract';

/** Stars an app (the square's star button). */
export const useAddFavourite = () => useCallMutation(addFavourite, { invalidates: [listFavourites] });
