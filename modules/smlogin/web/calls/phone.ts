import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { cancelScanLogin, confirmScanLogin, scanScanLogin } from '../../contract';

/**
 * Opening the QR's page claims the request for this phone's person and reads who asks. Asked once per
 * code: a refocused page must not ask again after the request was confirmed (it would be refused).
 */
export const useScan = (code: string) =>
  useQuery({ ...callQuery(scanScanLogin, { code }), enabled: code !== '', retry: false, staleTime: Infinity, refetchOnWindowFocus: false });

export const useConfirmScan = () => useCallMutation(confirmScanLogin, { loading: true });
export const useCancelScan = () => useCallMutation(cancelScanLogin, { loading: true });
