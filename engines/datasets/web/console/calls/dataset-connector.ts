import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import {
  datasetConnectorCall,
  datasetLoads,
  datasetStatusCall,
  deleteDatasetConnector,
  listDatasetKinds,
  pullDatasetNow,
  saveDatasetConnector,
} from '../../../contract';

/** A kind's stored connector (secrets as ******), schedule and last outcome. */
export const useDatasetConnector = (kind: string) => useQuery(callQuery(datasetConnectorCall, { kind }));

/** 保存: the connector is read again. */
export const useSaveConnector = (success: string) =>
  useConsoleMutation(saveDatasetConnector, { invalidates: [datasetConnectorCall], success });

/** 删除连接. */
export const useDeleteConnector = (success: string) =>
  useConsoleMutation(deleteDatasetConnector, { invalidates: [datasetConnectorCall], success });

/** 立即拉取: a new version or a failed load either way, so status, history and the list are read again. */
export const usePullNow = () =>
  useConsoleMutation(pullDatasetNow, { invalidates: [datasetConnectorCall, datasetStatusCall, datasetLoads, listDatasetKinds] });
