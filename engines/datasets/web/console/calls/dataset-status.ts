import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { datasetStatusCall } from '../../../contract';

/** A kind's current version, when it was loaded, from where, and the last failure after it (its columns too). */
export const useDatasetStatus = (kind: string, enabled = true) => useQuery({ ...callQuery(datasetStatusCall, { kind }), enabled });
