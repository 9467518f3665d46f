import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getAccount } from '../../contract';

/** My account as the account centre shows it (masked phone and e-mail). */
export const useAccount = () => useQuery(callQuery(getAccount, {}));
