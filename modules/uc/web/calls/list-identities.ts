import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listIdentities } from '../../contract';

/** The identities of the person signed in (the switch page). */
export const useIdentities = () => useQuery(callQuery(listIdentities, {}));
