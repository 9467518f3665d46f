import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listSites } from '../../contract-sites';

export const useSites = () => useQuery(callQuery(listSites, {}));
