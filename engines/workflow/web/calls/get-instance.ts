import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getInstance } from '../../contract';

/** One instance with its steps, log and my task on it; nothing asked without an id (a closed drawer). */
export const useInstance = (id: string) => useQuery({ ...callQuery(getInstance, { id }), enabled: id !== '' });
