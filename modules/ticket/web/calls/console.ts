import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { audienceChoices, checkStatistic, listManagedEvents, managedEvent, saveTicketEvent, ticketCounts } from '../../contract';
import { ticketReads } from './stale';

// The console's calls: one small hook each, kept together since only the console loads them.
export const useManagedEvents = (input: TCallInput<typeof listManagedEvents>) => useQuery(callQuery(listManagedEvents, input));
export const useEventForm = (id: string) => useQuery({ ...callQuery(managedEvent, { id }), enabled: id !== '' });
export const useSaveEvent = (success: string) =>
  useConsoleMutation(saveTicketEvent, { invalidates: [...ticketReads, managedEvent], success });
export const useAudienceChoices = (enabled: boolean) => useQuery({ ...callQuery(audienceChoices, {}), enabled });
/** The live counter: read again every few seconds while the screen is open. */
export const useTicketCounts = (id: string) => useQuery({ ...callQuery(ticketCounts, { id }), enabled: id !== '', refetchInterval: 3000 });
export const useCheckStatistic = () => useQuery(callQuery(checkStatistic, {}));
