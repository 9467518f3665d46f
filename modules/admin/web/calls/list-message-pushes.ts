import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { listMessagePushes } from '@quad/contracts/message-pushes';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';

export const useMessagePushes = (filter: TCallInput<typeof listMessagePushes>) =>
  useQuery({ ...callQuery(listMessagePushes, filter), placeholderData: keepPreviousData });

/** 刷新: the outbox moves on its own (the push job), so the screen reads it again on demand. */
export const refreshPushes = () => invalidateCalls(listMessagePushes);
