import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listDeliveries, listWebhooks, redeliver } from '@quad/contracts/webhooks';

export const useRedeliver = () => useConsoleChange(redeliver, listWebhooks, listDeliveries);
