import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { listDocumentRecords, listManagedTemplates, listTemplates, saveTemplate } from '../../contract';

// The office's console calls: one small hook each, kept together since only the console loads them.
export const useManagedTemplates = () => useQuery(callQuery(listManagedTemplates, {}));
export const useSaveTemplate = (success: string) => useConsoleMutation(saveTemplate, { invalidates: [listManagedTemplates, listTemplates], success });
export const useDocumentRecords = (input: TCallInput<typeof listDocumentRecords>) => useQuery(callQuery(listDocumentRecords, input));
