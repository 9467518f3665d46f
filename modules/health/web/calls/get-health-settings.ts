import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getHealthSettings } from '../../contract-settings';

// The settings form edits its own copy: a refetch on focus must not replace it under the editor's hands.
export const useHealthSettings = () => useQuery({ ...callQuery(getHealthSettings, {}), refetchOnWindowFocus: false, staleTime: Infinity });
