import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { scanAsset } from '../../contract';

/** The asset of a scanned label; a refusal (未找到该资产或无权查看) is the answer, not worth a retry. */
export const useScannedAsset = (code: string) => useQuery({ ...callQuery(scanAsset, { code }), enabled: code !== '', retry: false });
