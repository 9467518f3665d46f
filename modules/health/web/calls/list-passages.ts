import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listPassages } from '../../contract-code';

/** Today's gate checks, newest first. */
export const usePassages = () => useQuery(callQuery(listPassages, {}));
