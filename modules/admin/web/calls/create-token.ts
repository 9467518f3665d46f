import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { createToken, listTokens } from '@quad/contracts/tokens';

export const useCreateToken = () => useConsoleChange(createToken, listTokens);
