import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listSignIns } from '../../contract';

/** The latest sign-ins to my account. */
export const useSignIns = () => useQuery(callQuery(listSignIns, {}));
