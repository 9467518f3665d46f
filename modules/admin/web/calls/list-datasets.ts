import { useQuery } from '@tanstack/react-query';
import { listDatasetKinds } from '@quad/datasets-engine/contract';
import { callQuery } from '@quad/platform/shell/calls';

/** Every declared dataset kind with its current version and last failure. */
export const useDatasetKinds = () => useQuery(callQuery(listDatasetKinds, {}));
