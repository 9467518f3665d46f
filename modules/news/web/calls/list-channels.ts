import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listChannels } from '../../contract';

/** The channels readers see (hidden ones left out). */
export const useChannels = () => useQuery(callQuery(listChannels, {}));
