import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { datasetLoads } from '../../../contract';

/** A kind's loads, newest first. */
export const useDatasetLoads = (kind: string) => useQuery(callQuery(datasetLoads, { kind }));
