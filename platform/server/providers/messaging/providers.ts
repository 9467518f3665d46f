import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { SiteDb } from '../../db/site-db';
import { fail, forbidden } from '../../errors';
import type { TPlatform } from '../../module';
import type { TSite } from '../../sites/site-store';
import { demoProvider } from './demo-provider';
import { dingtalkProvider } from './dingtalk-provider';
import { ExpiringCache } from './expiring-cache';
import type { TMessagingProvider } from './provider';
import { wecomProvider } from './wecom-provider';

/** Every outbound call to a provider gives up after this long, so a slow provider never holds a request. */
const PROVIDER_TIMEOUT_MS = 5000;

export type TProviderFor = (site: TSite, siteDb: SiteDb) => TMessagingProvider;

export const NO_MESSAGING = '本站未开通企业微信登录，请使用账号密码登录';
export const NO_DEMO_SIGN_IN = '本站未开放演示登录';

/**
 * The demo provider signs in as anyone picked from a list: only on a site the demo seed made
 * (never one an administrator created, whatever its settings say) and never in production.
 */
export function demoSignInAllowed(site: TSite, config: TConfig): boolean {
  return site.demo && !config.production && site.settings.messaging.kind === 'demo';
}

/**
 * Picks each site's provider from its settings (`messaging.kind`). WeCom tokens and tickets are
 * cached in this process only: WeCom answers every instance that asks within a token's lifetime
 * with the same token, so instances behind a load balancer need no shared cache.
 */
export function createProviders(platform: TPlatform, log: FastifyBaseLogger): TProviderFor {
  let providerFor = providersByPlatform.get(platform);
  if (!providerFor) providersByPlatform.set(platform, (providerFor = newProviders(platform, log)));
  return providerFor;
}

/** One set of providers (and one token cache) per server, whoever asks: sign-in, share signatures, the message engine's pushes. */
const providersByPlatform = new WeakMap<TPlatform, TProviderFor>();

function newProviders(platform: TPlatform, log: FastifyBaseLogger): TProviderFor {
  const cache = new ExpiringCache();
  const { apiBase, authorizeUrl } = platform.config.wecom;
  const wecom = { cache, log, api: { outbound: platform.outbound, apiBase, timeoutMs: PROVIDER_TIMEOUT_MS }, authorizeUrl };
  const { oapiBase, apiBase: dingtalkApiBase, authorizeUrl: dingtalkAuthorizeUrl } = platform.config.dingtalk;
  const dingtalk = {
    cache,
    log,
    api: { outbound: platform.outbound, oapiBase, apiBase: dingtalkApiBase, timeoutMs: PROVIDER_TIMEOUT_MS },
    authorizeUrl: dingtalkAuthorizeUrl,
  };
  return (site, siteDb) => {
    const { kind } = site.settings.messaging;
    if (kind === 'wecom') return wecomProvider(site, wecom);
    if (kind === 'dingtalk') return dingtalkProvider(site, dingtalk);
    if (kind !== 'demo') throw fail(NO_MESSAGING);
    if (!demoSignInAllowed(site, platform.config)) throw forbidden(NO_DEMO_SIGN_IN);
    return demoProvider(site, siteDb);
  };
}
