import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listUserIdentities } from '../../contract';

export const useUserIdentities = (uid: string) => useQuery(callQuery(listUserIdentities, { uid }));
