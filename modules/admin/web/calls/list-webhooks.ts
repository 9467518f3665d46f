import { useQuery } from '@tanstack/react-query';
import { listDeliveries, listWebhooks } from '@quad/contracts/webhooks';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';

export const useWebhooks = () => useQuery(callQuery(listWebhooks, {}));

/** Webhooks and their deliveries are read again together: a change to one (delete, redeliver) shows in both. */
export const refreshWebhooks = () => invalidateCalls(listWebhooks, listDeliveries);
