import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getDoNotDisturb } from '../../contract';

/** My quiet hours and muted apps. */
export const useDoNotDisturb = () => useQuery(callQuery(getDoNotDisturb, {}));
