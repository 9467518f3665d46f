import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getInfo } from '../../contract';

/** The signed-in user's profile (`/uc/wap/user/get-info`), shared by the personal centre's screens. */
export const useUserInfo = () => useQuery(callQuery(getInfo, {}));
