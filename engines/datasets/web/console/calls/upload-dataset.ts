import type { TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { RequestError } from '@quad/platform/shell/request';
import { sendFile } from '@quad/platform/shell/upload';
import { datasetLoads, datasetStatusCall, listDatasetKinds, uploadDataset } from '../../../contract';

export type TUploadAnswer = TCallOutput<typeof uploadDataset>;

/**
 * The file goes as it is (Excel or CSV): the server tells them apart, checks every row and answers the
 * new version or the problems. Either way the history changed, so status and history are read again.
 */
export async function sendDatasetFile(kind: string, file: File, onProgress?: (percent: number) => void): Promise<TUploadAnswer> {
  const answer = await sendFile(uploadDataset, file, file.name, { kind }, { onProgress });
  if (answer.e !== ErrorCode.OK) throw new RequestError(answer);
  await invalidateCalls(datasetStatusCall, datasetLoads, listDatasetKinds);
  return answer.d;
}
