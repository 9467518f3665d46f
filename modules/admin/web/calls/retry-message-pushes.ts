import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listMessagePushes, retryMessagePushes } from '@quad/contracts/message-pushes';

export const useRetryMessagePushes = () => useConsoleChange(retryMessagePushes, listMessagePushes);
