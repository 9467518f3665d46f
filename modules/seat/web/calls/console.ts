import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { listManagedSeatEvents, managedSeatEvent, saveSeatEvent, seatAudienceChoices, seatOccupancy } from '../../contract';
import { seatReads } from './stale';

// The console's calls: one small hook each, kept together since only the console loads them.
export const useManagedSeatEvents = (input: TCallInput<typeof listManagedSeatEvents>) => useQuery(callQuery(listManagedSeatEvents, input));
export const useSeatEventForm = (id: string) => useQuery({ ...callQuery(managedSeatEvent, { id }), enabled: id !== '' });
export const useSaveSeatEvent = (success: string) =>
  useConsoleMutation(saveSeatEvent, { invalidates: [...seatReads, managedSeatEvent], success });
export const useSeatAudienceChoices = (enabled: boolean) => useQuery({ ...callQuery(seatAudienceChoices, {}), enabled });
/** Who sits where: read again every few seconds while the map is open. */
export const useSeatOccupancy = (id: string) =>
  useQuery({ ...callQuery(seatOccupancy, { id }), enabled: id !== '', refetchInterval: 5000 });
