import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { certificateStatistic, listCertificateRecords, listManagedTypes, listApplicableTypes, revokeCertificate, saveCertificateType } from '../../contract';
import { certificateReads } from './stale';

// The office's console calls: one small hook each, kept together since only the console loads them.
export const useManagedTypes = () => useQuery(callQuery(listManagedTypes, {}));
export const useSaveType = (success: string) => useConsoleMutation(saveCertificateType, { invalidates: [listManagedTypes, listApplicableTypes], success });
export const useCertificateRecords = (input: TCallInput<typeof listCertificateRecords>) => useQuery(callQuery(listCertificateRecords, input));
export const useRevoke = (success: string) => useConsoleMutation(revokeCertificate, { invalidates: certificateReads, success });
export const useCertificateStatistic = (year?: number) => useQuery(callQuery(certificateStatistic, { year }));
