import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getDayList } from '../../contract';
import { EVERY_MINUTE } from './refresh';

/** One direction's runs today (the first direction when none is chosen). */
export const useDayList = (direction: { from: string; to: string } | undefined) =>
  useQuery({ ...callQuery(getDayList, direction ?? {}), placeholderData: keepPreviousData, refetchInterval: EVERY_MINUTE });
