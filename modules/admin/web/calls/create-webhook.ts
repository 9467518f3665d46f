import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { createWebhook, listDeliveries, listWebhooks } from '@quad/contracts/webhooks';

export const useCreateWebhook = () => useConsoleChange(createWebhook, listWebhooks, listDeliveries);
