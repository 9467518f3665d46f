import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getPaymentSummary } from '../../contract';

/** My wallet and latest orders, as the account centre's payment page shows them. */
export const usePaymentSummary = () => useQuery(callQuery(getPaymentSummary, {}));
