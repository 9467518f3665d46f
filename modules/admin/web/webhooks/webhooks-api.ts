import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { listDeliveries, listWebhookEvents, listWebhooks } from '@quad/contracts/webhooks';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';

// Its own key: what the server offers changes only with a new version, not with a webhook's change.
export const useWebhookEvents = () =>
  useQuery({ queryKey: ['admin', 'webhook-events'], queryFn: () => fetchData(listWebhookEvents, {}), staleTime: Infinity });

export const useWebhooks = () => useQuery({ queryKey: ['admin', 'webhooks'], queryFn: () => fetchData(listWebhooks, {}) });

export type TDeliveryFilter = TCallInput<typeof listDeliveries>;
export const useDeliveries = (filter: TDeliveryFilter) =>
  useQuery({
    queryKey: ['admin', 'webhooks', 'deliveries', filter],
    queryFn: () => fetchData(listDeliveries, filter),
    placeholderData: keepPreviousData,
  });

/** Webhooks and their deliveries share a key: a change to one (delete, redeliver) shows in both. */
export const refreshWebhooks = () => queryClient.invalidateQueries({ queryKey: ['admin', 'webhooks'] });
