import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { listDeliveries } from '@quad/contracts/webhooks';
import { callQuery } from '@quad/platform/shell/calls';

export type TDeliveryFilter = TCallInput<typeof listDeliveries>;
export const useDeliveries = (filter: TDeliveryFilter) =>
  useQuery({ ...callQuery(listDeliveries, filter), placeholderData: keepPreviousData });
