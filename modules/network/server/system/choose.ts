import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { demoNetworkSystem } from './demo';
import type { TNetworkSystem } from './network-system';
import { restNetworkSystem } from './rest-connector';

/** A billing system that has not answered in this long is down: a page says so, a top-up's job tries again later. */
const NETWORK_TIMEOUT_MS = 8000;

export const NO_NETWORK_SYSTEM = '本校尚未接入校园网计费系统，暂不能在线办理网费业务';

/** The site's `networkSystem` setting: the REST connector's address and keys (rest-connector.ts). */
const ZNetworkSettings = z.object({ kind: z.literal('rest'), baseUrl: z.url(), appId: z.string().min(1), secret: z.string().min(1) });

/** The billing system of this site: its configured connector, or the demo system on a demo site outside production. */
export function networkSystemOf(site: TSite, siteDb: SiteDb, platform: TPlatform): TNetworkSystem {
  const configured = ZNetworkSettings.safeParse((site.settings as Record<string, unknown>).networkSystem);
  if (configured.success) return restNetworkSystem(configured.data, platform.outbound, NETWORK_TIMEOUT_MS);
  if (site.demo && !platform.config.production) return demoNetworkSystem(siteDb);
  throw fail(NO_NETWORK_SYSTEM);
}
