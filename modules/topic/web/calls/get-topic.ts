import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getTopic } from '../../contract';

/** One topic; nothing asked without its id. */
export const useTopic = (id: string) => useQuery({ ...callQuery(getTopic, { id }), enabled: id !== '' });
