import { schoolSystemOf } from '@quad/platform/server/connectors/school-system';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { demoNetworkSystem } from './demo';
import type { TNetworkSystem } from './network-system';
import { restNetworkSystem } from './rest-connector';

export const NO_NETWORK_SYSTEM = '本校尚未接入校园网计费系统，暂不能在线办理网费业务';

/** The billing system of this site: its `networkSystem` setting's REST connector, or the demo system on a demo site outside production. */
export const networkSystemOf = (site: TSite, siteDb: SiteDb, platform: TPlatform): TNetworkSystem =>
  schoolSystemOf(site, platform, {
    setting: 'networkSystem',
    notConnected: NO_NETWORK_SYSTEM,
    rest: restNetworkSystem,
    demo: () => demoNetworkSystem(siteDb),
  });
