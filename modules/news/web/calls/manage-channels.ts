import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { manageChannels } from '../../contract';

/** Every channel, hidden ones too (the writing forms and the console). */
export const useManagedChannels = () => useQuery(callQuery(manageChannels, {}));
