import { useQuery } from '@tanstack/react-query';
import { listTokens } from '@quad/contracts/tokens';
import { callQuery } from '@quad/platform/shell/calls';

export const useTokens = () => useQuery(callQuery(listTokens, {}));
