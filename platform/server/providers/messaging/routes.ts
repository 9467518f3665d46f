import type { FastifyInstance } from 'fastify';
import type { TPlatform } from '../../module';
import { registerCorpBind } from './corp-bind';
import { registerCorpLogin } from './corp-login';
import { createProviders } from './providers';
import { registerShareInfo } from './share-info';

/**
 * Enterprise messaging sign-in and share signatures, each site with the provider its settings name
 * (the messages engine pushes inbox messages through the same providers and token cache).
 */
export function registerMessagingCalls(app: FastifyInstance, platform: TPlatform): void {
  const providerFor = createProviders(platform, app.log);
  registerCorpLogin(app, platform, providerFor);
  registerCorpBind(app, platform, providerFor);
  registerShareInfo(app, providerFor);
}
