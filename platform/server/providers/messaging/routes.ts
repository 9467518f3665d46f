import type { FastifyInstance } from 'fastify';
import type { TPlatform } from '../../module';
import { installMessagePushWorker } from '../../message-push-worker';
import { registerCorpLogin } from './corp-login';
import { createProviders } from './providers';
import { registerShareInfo } from './share-info';

/**
 * Enterprise messaging sign-in, share signatures and inbox messages pushed to the app, each site
 * with the provider its settings name (one token cache for all three).
 */
export function registerMessagingCalls(app: FastifyInstance, platform: TPlatform): void {
  const providerFor = createProviders(platform, app.log);
  registerCorpLogin(app, platform, providerFor);
  registerShareInfo(app, providerFor);
  installMessagePushWorker(app, platform, providerFor);
}
