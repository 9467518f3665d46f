import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getMyCode } from '../../contract-code';

/** My health code, fetched again when the server says it turns and whenever the page comes back into view. */
export const useMyCode = () =>
  useQuery({
    ...callQuery(getMyCode, {}),
    refetchInterval: (q) => Math.max(1, q.state.data?.refreshIn ?? 60) * 1000,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
