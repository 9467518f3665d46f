import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { datasetLoads, datasetStatusCall, listDatasetKinds, rollbackDatasetCall } from '../../../contract';

/** 回滚: the kind's status, history and the list of kinds are read again. */
export const useRollbackDataset = (success: string) =>
  useConsoleMutation(rollbackDatasetCall, { invalidates: [datasetStatusCall, datasetLoads, listDatasetKinds], success });
