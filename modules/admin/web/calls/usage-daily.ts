import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { usageDaily } from '../../contract-inbox';

export type TUsageRange = TCallInput<typeof usageDaily>;
// The chart keeps the previous range on screen while the next one loads.
export const useUsage = (range: TUsageRange) => useQuery({ ...callQuery(usageDaily, range), placeholderData: keepPreviousData });
