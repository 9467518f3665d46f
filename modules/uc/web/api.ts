import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@quad/platform/shell/request';
import { getInfo } from '../contract';

/** The signed-in user's profile (`/uc/wap/user/get-info`), shared by the personal centre's screens. */
export const useUserInfo = () => useQuery({ queryKey: ['uc', 'info'], queryFn: () => fetchData(getInfo, {}) });
