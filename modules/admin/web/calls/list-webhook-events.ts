import { useQuery } from '@tanstack/react-query';
import { listWebhookEvents } from '@quad/contracts/webhooks';
import { callQuery } from '@quad/platform/shell/calls';

// What the server offers changes only with a new version, not with a webhook's change.
export const useWebhookEvents = () => useQuery({ ...callQuery(listWebhookEvents, {}), staleTime: Infinity });
