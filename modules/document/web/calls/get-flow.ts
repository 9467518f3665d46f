import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getFlow } from '../../contract';

/** One flow for its editor; nothing asked while none is open. */
export const useFlow = (key: string) => useQuery({ ...callQuery(getFlow, { key }), enabled: key !== '' });
