import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { datasetLoads } from '../../../contract';

/** A kind's loads, newest first; read every `pollMs` while an upload waits (its load's progress). */
export const useDatasetLoads = (kind: string, pollMs?: number) => useQuery({ ...callQuery(datasetLoads, { kind }), refetchInterval: pollMs ?? false });
