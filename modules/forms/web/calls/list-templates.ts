import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listTemplates } from '@quad/forms-engine/contract';

export const useTemplates = (enabled: boolean) => useQuery({ ...callQuery(listTemplates, {}), enabled, staleTime: Infinity });
