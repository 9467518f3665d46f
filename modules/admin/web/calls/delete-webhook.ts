import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { deleteWebhook, listDeliveries, listWebhooks } from '@quad/contracts/webhooks';

export const useDeleteWebhook = () => useConsoleChange(deleteWebhook, listWebhooks, listDeliveries);
