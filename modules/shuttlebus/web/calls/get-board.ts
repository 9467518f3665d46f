import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getBoard } from '../../contract';
import { EVERY_MINUTE } from './refresh';

/** Each line's next bus (at a stop, when one is chosen); the last answer stays while the next loads. */
export const useBoard = (stop: string) =>
  useQuery({ ...callQuery(getBoard, { stop: stop || undefined }), placeholderData: keepPreviousData, refetchInterval: EVERY_MINUTE });
