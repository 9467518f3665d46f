import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listTokens, revokeToken } from '@quad/contracts/tokens';

export const useRevokeToken = () => useConsoleChange(revokeToken, listTokens);
