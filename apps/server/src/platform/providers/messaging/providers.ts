import type { FastifyBaseLogger } from 'fastify';
import type { SiteDb } from '../../db/site-db';
import type { TPlatform } from '../../module';
import type { TSite } from '../../sites/site-store';
import { demoProvider } from './demo-provider';
import { ExpiringCache } from './expiring-cache';
import type { TMessagingProvider } from './provider';
import { wecomProvider } from './wecom-provider';

/** Every outbound call to a provider gives up after this long, so a slow provider never holds a request. */
const PROVIDER_TIMEOUT_MS = 5000;

export type TProviderFor = (site: TSite, siteDb: SiteDb) => TMessagingProvider;

/**
 * Picks each site's provider from its settings (`messaging.kind`). WeCom tokens and tickets are
 * cached in this process only: WeCom answers every instance that asks within a token's lifetime
 * with the same token, so instances behind a load balancer need no shared cache.
 */
export function createProviders(platform: TPlatform, log: FastifyBaseLogger): TProviderFor {
  const cache = new ExpiringCache();
  const { apiBase, authorizeUrl } = platform.config.wecom;
  const wecom = { cache, log, api: { outbound: platform.outbound, apiBase, timeoutMs: PROVIDER_TIMEOUT_MS }, authorizeUrl };
  return (site, siteDb) => (site.settings.messaging.kind === 'wecom' ? wecomProvider(site, wecom) : demoProvider(site, siteDb));
}
